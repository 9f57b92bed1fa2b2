// Vitest global setup of the API suite: the migrations run once per run, not once per test file.
// PGlite: a migrated database dumped to an archive each file's database is loaded from.
// PostgreSQL: a migrated database each file's database is created from (CREATE DATABASE …
// TEMPLATE). createTestDatabase (test-app.ts) uses them, and still runs the migrator (a no-op).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

let cleanup: (() => Promise<void>) | undefined;

export async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const name = `chapkhana_template_${randomBytes(6).toString('hex')}`;
    const admin = async (query: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(query);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    cleanup = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    project.provide('postgresTemplate', name);
    return;
  }
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  const folder = await mkdtemp(path.join(tmpdir(), 'chapkhana-pglite-template-'));
  try {
    await handle.migrate();
    const archive = path.join(folder, 'migrated.tar');
    await writeFile(archive, Buffer.from(await (await handle.dump!()).arrayBuffer()));
    project.provide('pgliteTemplate', archive);
  } finally {
    await handle.close();
  }
  cleanup = () => rm(folder, { recursive: true, force: true });
}

export async function teardown() {
  await cleanup?.();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite database's archive (a file path). */
    pgliteTemplate?: string;
    /** A migrated PostgreSQL database's name, to create each file's database from. */
    postgresTemplate?: string;
  }
}
