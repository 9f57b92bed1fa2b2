/**
 * `npm run create-admin -- --email … --phone … [--name …]`: adds an admin to the configured
 * database (DATABASE_URL, else the PGlite folder in DATA_DIR — stop the server first then, as
 * PGlite is single-process). The password comes from ADMIN_PASSWORD or is asked for.
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import {
  checkCreateAdminInput,
  createAdminAccount,
  CreateAdminError,
  parseCreateAdminArgs,
} from '../modules/staff/create-admin';

async function askPassword(): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const password = await prompt.question('Password for the new admin (at least 8 characters): ');
    if (process.stdin.isTTY) {
      const again = await prompt.question('The same password again: ');
      if (again !== password) throw new CreateAdminError('The two passwords are not the same.');
    }
    return password;
  } finally {
    prompt.close();
  }
}

async function main() {
  const args = parseCreateAdminArgs(process.argv.slice(2));
  // A one-off secret for this command, not configuration of the server (docs/design.md §12 covers those).
  const fromEnvironment = process.env.ADMIN_PASSWORD;
  // The details are checked before the password is asked for, and before the database is opened.
  checkCreateAdminInput({ ...args, password: 'placeholder-password' });
  const input = checkCreateAdminInput({
    ...args,
    password: fromEnvironment || (await askPassword()),
  });
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    const admin = await createAdminAccount(database.db, input);
    console.log(
      `Admin ${admin.email} (${admin.phone}) created; sign in to the console with either.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // Our own sentences are printed as they are; anything else with its stack, to be reported.
  console.error(error instanceof CreateAdminError ? error.message : error);
  process.exit(1);
});
