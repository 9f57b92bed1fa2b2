import path from 'node:path';
import { loadConfig } from '../../config/config';
import { openDatabase } from '../client';
import { clearShopData, seedDemoCatalogue } from './seed';

/** `npm run seed`: empties the shop's tables and inserts the demo catalogue again. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    await clearShopData(database.db);
    await seedDemoCatalogue(database.db, path.join(config.dataDir, 'uploads'));
    console.log(
      `Demo catalogue rebuilt in ${database.kind === 'pglite' ? path.join(config.dataDir, 'pglite') : 'PostgreSQL'}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
