import type { Database } from '../../db/client';
import { currentRate } from './repository';

/** The rate in force; a shop without one cannot price anything, so that is a server fault. */
export async function requireRate(db: Database): Promise<string> {
  const rate = await currentRate(db);
  if (!rate) throw new Error('No currency rate is set: add one in the console (or run the seed).');
  return rate;
}
