import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { balancerConfig, HAPROXY, LAYOUT_CONFIG } from './helpers/balancer';

// The stress run and the bench run deploy/haproxy.cfg itself, changed only where a test
// machine needs it: these are the changes, and HAProxy accepts the result.
const layout = readFileSync(LAYOUT_CONFIG, 'utf8');
const copies = [1, 2, 3].map((n) => ({ name: `copy${n}`, address: `127.0.0.1:${4000 + n}` }));
const config = balancerConfig(layout, copies, 5555);

describe('deploy/haproxy.cfg as the tests run it', () => {
  it('lists every copy in both backends, the Socket.IO one with its own cookie', () => {
    const servers = config.split('\n').filter((line) => line.trim().startsWith('server '));
    expect(servers.map((line) => line.trim())).toEqual([
      'server copy1 127.0.0.1:4001 check',
      'server copy2 127.0.0.1:4002 check',
      'server copy3 127.0.0.1:4003 check',
      'server copy1 127.0.0.1:4001 check cookie copy1',
      'server copy2 127.0.0.1:4002 check cookie copy2',
      'server copy3 127.0.0.1:4003 check cookie copy3',
    ]);
  });

  it('binds the loopback port and drops only what needs root', () => {
    expect(config).toContain('bind 127.0.0.1:5555');
    expect(config).not.toMatch(/^\s*(chroot|user|group|daemon|stats socket)\b/m);
    expect(config).toContain('log stdout format raw local0');
    // Everything that decides behaviour is kept as written.
    for (const kept of [
      'balance roundrobin',
      'cookie chapkhana_copy insert indirect nocache httponly',
      'timeout tunnel 1h',
      'option forwardfor',
      'http-request del-header X-Forwarded-For',
      'option redispatch 1',
      'http-request disable-l7-retry',
      'http-check send meth GET uri /api/health',
    ]) {
      expect(layout).toContain(kept);
      expect(config).toContain(kept);
    }
  });

  it.skipIf(!existsSync(HAPROXY))('is a configuration HAProxy accepts, as is the layout', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chapkhana-haproxy-check-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      writeFileSync(file, config);
      for (const checked of [file, LAYOUT_CONFIG]) {
        const out = execFileSync(HAPROXY, ['-c', '-f', checked], { encoding: 'utf8' });
        expect(out).toMatch(/Configuration file is valid/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
