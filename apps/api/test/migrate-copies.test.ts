import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';

// Issue 21: copies behind a balancer start together (a release, a machine's restart), and each
// applies the migrations at start-up. Two doing it at once on the same database must both start.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('migrations from several copies at once', () => {
  it('lets copies migrate one database at the same moment, each then finding it whole', async () => {
    const name = `chapkhana_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const copies = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })),
    );
    try {
      const outcomes = await Promise.allSettled(copies.map((copy) => copy.migrate()));
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
      for (const copy of copies) expect(await copy.ping()).toBe(true);
    } finally {
      for (const copy of copies) await copy.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
