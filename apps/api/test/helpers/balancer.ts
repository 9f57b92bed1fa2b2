// HAProxy in front of several production copies, for the stress run (apps/api/stress/) and the
// benchmark (bench/): it runs the layout's own deploy/haproxy.cfg, so what is documented is what
// is tested. Only what needs root or fixed ports is changed (see balancerConfig).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';
import { processExited, REPO_ROOT, stopProcess } from './shop-process';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
export const LAYOUT_CONFIG = path.join(REPO_ROOT, 'deploy', 'haproxy.cfg');

/** One copy behind the balancer: its name in the config (and its cookie) and its address. */
export interface BalancedCopy {
  name: string;
  address: string;
}

/**
 * deploy/haproxy.cfg for `copies` and a loopback port: the global lines that need root (chroot,
 * user, daemon, the admin socket) go, the connection limit fits a test machine's descriptors,
 * logs go to standard output, the frontend binds
 * 127.0.0.1:`port`, and each backend's `server` lines become one per copy (the first line is the
 * pattern: its name and cookie are replaced by the copy's).
 */
export function balancerConfig(layout: string, copies: BalancedCopy[], port: number): string {
  const out: string[] = [];
  let serversWritten = false;
  let sawBind = false;
  for (const line of layout.split('\n')) {
    const trimmed = line.trim();
    if (/^(chroot|user|group|daemon|stats socket)\b/.test(trimmed)) continue;
    // A process limit for a test machine's file descriptors (production's is set by systemd).
    if (/^maxconn \d+$/.test(trimmed)) {
      out.push('    maxconn 2000');
      continue;
    }
    if (/^log \/dev\/log\b/.test(trimmed)) {
      out.push('    log stdout format raw local0');
      continue;
    }
    if (/^bind :\d+$/.test(trimmed)) {
      out.push(`    bind 127.0.0.1:${port}`);
      sawBind = true;
      continue;
    }
    const server = /^server (\S+) (\S+)(.*)$/.exec(trimmed);
    if (!server) {
      serversWritten = false;
      out.push(line);
      continue;
    }
    if (serversWritten) continue;
    const [, pattern, , options] = server;
    for (const copy of copies) {
      const renamed = options!.replaceAll(` cookie ${pattern}`, ` cookie ${copy.name}`);
      out.push(`    server ${copy.name} ${copy.address}${renamed}`);
    }
    serversWritten = true;
  }
  if (!sawBind) throw new Error('deploy/haproxy.cfg has no `bind :<port>` line to move.');
  return out.join('\n');
}

export interface Balancer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Everything HAProxy logged (one line per request, httplog format). */
  log(): string;
  dispose(): Promise<void>;
}

/** HAProxy on a free loopback port in front of `copies`, started once it answers. */
export async function startBalancer(copies: BalancedCopy[]): Promise<Balancer> {
  if (!existsSync(HAPROXY)) {
    throw new Error(`HAProxy is not installed at ${HAPROXY} (apt-get install haproxy).`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'chapkhana-haproxy-'));
  const port = await freePort();
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, balancerConfig(readFileSync(LAYOUT_CONFIG, 'utf8'), copies, port));
  let output = '';
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const dispose = async () => {
    await stopProcess(child, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await processExited(child);
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`HAProxy exited before it answered:\n${output}`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await dispose();
      throw new Error(`HAProxy did not answer within 15 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, log: () => output, dispose };
}
