// The machine's ceiling: one Fastify route answering a small JSON, nothing else in the way.
// Started like the shop (a node process on 127.0.0.1); the port is the first argument.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, message: 'bare Fastify route', items: [1, 2, 3] }));

await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
