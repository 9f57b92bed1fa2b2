import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { findGovernorate, guessGovernorate } from '@chapkhana/shared/governorates';
import type { Database } from './client';
import { addresses } from './schema/index';

/** Rows read per round: a shop with many old addresses is moved in bounded steps. */
const BATCH = 500;

/**
 * The second half of migration 0021 (which kept every old address's text as its landmark and
 * marked it to complete): guesses the governorate of each old free-text address from its city,
 * then its text, and keeps a city that names no governorate as the district. In TypeScript
 * because the guess folds Arabic spellings (`guessGovernorate`). Idempotent: a row it has seen
 * has a governorate or a district, and it only reads rows with neither.
 */
export async function completeLegacyAddresses(db: Database): Promise<number> {
  let moved = 0;
  // Read by id: a row with a blank city and no governorate stays as it is, and is not read twice.
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ id: addresses.id, city: addresses.city, address: addresses.address })
      .from(addresses)
      .where(
        and(
          eq(addresses.needsCompletion, true),
          isNull(addresses.governorate),
          eq(addresses.district, ''),
          gt(addresses.id, after),
        ),
      )
      .orderBy(asc(addresses.id))
      .limit(BATCH);
    if (rows.length === 0) return moved;
    for (const row of rows) {
      const governorate = guessGovernorate(row.city, row.address);
      // A city that is itself a governorate's name says nothing about the district.
      const district = findGovernorate(row.city) || guessGovernorate(row.city) ? '' : row.city;
      await db
        .update(addresses)
        .set({ governorate: governorate?.code ?? null, district: district.trim() })
        .where(eq(addresses.id, row.id));
    }
    moved += rows.length;
    after = rows.at(-1)?.id ?? after;
  }
}
