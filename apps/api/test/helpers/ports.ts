import { createServer } from 'node:net';

/** Binds `port` (0: any) on loopback and lets it go; the port it got, or undefined if taken. */
function probe(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === 'object' && address ? address.port : undefined),
      );
    });
  });
}

/** Ports handed out in this process from TEST_PORTS, so two servers do not get the same one. */
const handedOut = new Set<number>();

/**
 * A loopback port nobody listens on right now: any the system picks, or one of TEST_PORTS
 * (`4800-4899`) when a shared machine gives each run its own range.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORTS ?? '');
  if (!range) {
    const port = await probe(0);
    if (port === undefined) throw new Error('no port');
    return port;
  }
  const [low, high] = [Number(range[1]), Number(range[2])];
  const size = high - low + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = low + ((start + i) % size);
    if (handedOut.has(port)) continue;
    if ((await probe(port)) !== undefined) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port in TEST_PORTS ${process.env.TEST_PORTS}.`);
}
