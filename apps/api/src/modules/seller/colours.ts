import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { ProductBody } from '@chapkhana/shared/console';
import type { Database } from '../../db/client';
import { productColors, productProperties } from '../../db/schema/index';

type ColourInput = ProductBody['colors'][number];
type PropertyInput = ColourInput['properties'][number];

const key = (name: string) => name.trim().toLowerCase();

/** Pairs each wanted entry with the existing row of the same name (case-insensitive), if any. */
function matchByName<Row extends { id: string }, Input>(
  rows: Row[],
  rowName: (row: Row) => string,
  inputs: Input[],
  inputName: (input: Input) => string,
): { input: Input; row: Row | undefined }[] {
  const byName = new Map<string, Row>();
  for (const row of rows) if (!byName.has(key(rowName(row)))) byName.set(key(rowName(row)), row);
  return inputs.map((input) => ({ input, row: byName.get(key(inputName(input))) }));
}

/**
 * Makes a product's colours and their properties exactly `colours`, in that order. A colour or
 * property whose name is kept keeps its row id, so carts that point at it keep working; the
 * rest are deleted (carts then report them as no longer offered) or inserted. Run inside the
 * product's transaction.
 */
export async function replaceColours(
  tx: Database,
  productId: string,
  colours: ColourInput[],
): Promise<void> {
  const existing = await tx
    .select()
    .from(productColors)
    .where(eq(productColors.productId, productId));
  const pairs = matchByName(
    existing,
    (c) => c.enName,
    colours,
    (c) => c.enName,
  );
  const keptIds = pairs.flatMap((pair) => (pair.row ? [pair.row.id] : []));
  // Removed first, so a kept or new name never meets the old row that had it.
  await tx
    .delete(productColors)
    .where(
      and(
        eq(productColors.productId, productId),
        keptIds.length ? notInArray(productColors.id, keptIds) : undefined,
      ),
    );
  const existingProperties = keptIds.length
    ? await tx.select().from(productProperties).where(inArray(productProperties.colorId, keptIds))
    : [];

  for (const [position, { input, row }] of pairs.entries()) {
    const values = {
      hex: input.hex,
      enName: input.enName,
      kuName: input.kuName,
      arName: input.arName,
      quantity: input.quantity,
      position,
    };
    let colorId: string;
    if (row) {
      await tx.update(productColors).set(values).where(eq(productColors.id, row.id));
      colorId = row.id;
    } else {
      const [inserted] = await tx
        .insert(productColors)
        .values({ ...values, productId })
        .returning({ id: productColors.id });
      if (!inserted) throw new Error('Inserting a colour returned no row.');
      colorId = inserted.id;
    }
    await replaceProperties(
      tx,
      colorId,
      existingProperties.filter((p) => p.colorId === colorId),
      input.properties,
    );
  }
}

async function replaceProperties(
  tx: Database,
  colorId: string,
  existing: (typeof productProperties.$inferSelect)[],
  properties: PropertyInput[],
): Promise<void> {
  const pairs = matchByName(
    existing,
    (p) => p.name,
    properties,
    (p) => p.name,
  );
  const keptIds = pairs.flatMap((pair) => (pair.row ? [pair.row.id] : []));
  const removed = existing.filter((p) => !keptIds.includes(p.id)).map((p) => p.id);
  if (removed.length)
    await tx.delete(productProperties).where(inArray(productProperties.id, removed));
  const inserts: (typeof productProperties.$inferInsert)[] = [];
  for (const [position, { input, row }] of pairs.entries()) {
    const values = { name: input.name, quantity: input.quantity, position };
    if (row) await tx.update(productProperties).set(values).where(eq(productProperties.id, row.id));
    else inserts.push({ ...values, colorId });
  }
  if (inserts.length) await tx.insert(productProperties).values(inserts);
}
