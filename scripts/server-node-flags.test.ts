import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../apps/api/test/helpers/shop-process';

// The API server runs with the Node.js flags in apps/api/node-flags.json wherever it is started
// (docs/decisions.md, "The server's young generation"). `npm start` (scripts/start.mjs) and the
// harness that starts it as production does (shop-process.ts: e2e, stress, bench) read that
// file; the starts written out for people (README.md, docs/deployment.md, apps/api's `start`)
// must carry the same flags, and this Node.js must take them as meant.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe("the server's Node.js flags", () => {
  const flags = JSON.parse(read('apps/api/node-flags.json')) as string[];

  it('are what the harness starts the server with', () => {
    expect(flags.length).toBeGreaterThan(0);
    expect(SERVER_NODE_FLAGS).toEqual(flags);
  });

  it('are in every start written out for people', () => {
    const command = `node ${flags.join(' ')}`;
    expect(read('README.md')).toContain(`${command} apps/api/dist/server.js`);
    expect(read('docs/deployment.md')).toContain(`${command} apps/api/dist/server.js`);
    const api = JSON.parse(read('apps/api/package.json')) as { scripts: { start: string } };
    expect(api.scripts.start).toBe(`${command} dist/server.js`);
    expect(read('scripts/start.mjs')).toContain("'../apps/api/node-flags.json'");
  });

  it("give this Node.js a young generation larger than V8's default", () => {
    // Objects that live a while (as a page's do until it is sent) grow the young generation up
    // to its most: V8's default is 2 × 16 MB on 64-bit.
    const grow = `
      const v8 = require('node:v8');
      const kept = [];
      for (let i = 0; i < 3e6; i++) {
        kept.push({ i, text: 'x' + i });
        if (kept.length > 400000) kept.splice(0, 200000);
      }
      const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
      console.log(space.space_size);`;
    const youngSize = (nodeFlags: string[]) => {
      const run = spawnSync(process.execPath, [...nodeFlags, '-e', grow], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      return Number(run.stdout.trim()) / 2 ** 20;
    };
    expect(youngSize([])).toBeLessThanOrEqual(32);
    expect(youngSize(flags)).toBeGreaterThan(64);
  });
});
