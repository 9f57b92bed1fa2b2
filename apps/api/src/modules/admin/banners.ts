import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { ConsoleBanner, PageQuery } from '@chapkhana/shared/console';
import type { Database } from '../../db/client';
import { banners } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { removeStoredImage, storeImage } from '../../lib/uploads';
import { bannerImageUrl } from '../catalogue/repository';
import { containsPattern } from './constraints';

type BannerRow = typeof banners.$inferSelect;

function toBanner(row: BannerRow): ConsoleBanner {
  return {
    _id: row.id,
    link: row.link,
    image: bannerImageUrl(row.image),
    position: row.position,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Banners in the order the home carousel shows them (inactive ones too), `search` in the link. */
export async function pageBanners(db: Database, query: PageQuery) {
  const where = query.search ? ilike(banners.link, containsPattern(query.search)) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(asc(banners.position), desc(banners.createdAt))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(banners).where(where),
  ]);
  return {
    items: rows.map(toBanner),
    total: totals?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

export async function createBanner(
  db: Database,
  dataDir: string,
  input: { link: string; position: number; active: boolean },
  image: Buffer,
): Promise<ConsoleBanner> {
  const stored = await storeImage(image, 'banner', dataDir);
  try {
    const [row] = await db
      .insert(banners)
      .values({ ...input, image: stored })
      .returning();
    if (!row) throw new Error('Inserting a banner returned no row.');
    return toBanner(row);
  } catch (error) {
    await removeStoredImage(stored, dataDir);
    throw error;
  }
}

export async function updateBanner(
  db: Database,
  id: string,
  changes: {
    link?: string | undefined;
    position?: number | undefined;
    active?: boolean | undefined;
  },
): Promise<ConsoleBanner> {
  const [row] = await db.update(banners).set(changes).where(eq(banners.id, id)).returning();
  if (!row) throw notFound('This banner does not exist.');
  return toBanner(row);
}

/** A new picture for a banner (the old files stay: they are cached under their names). */
export async function replaceBannerImage(
  db: Database,
  dataDir: string,
  id: string,
  image: Buffer,
): Promise<ConsoleBanner> {
  const [existing] = await db.select({ id: banners.id }).from(banners).where(eq(banners.id, id));
  if (!existing) throw notFound('This banner does not exist.');
  const stored = await storeImage(image, 'banner', dataDir);
  const [row] = await db
    .update(banners)
    .set({ image: stored })
    .where(eq(banners.id, id))
    .returning();
  if (!row) {
    await removeStoredImage(stored, dataDir);
    throw notFound('This banner does not exist.');
  }
  return toBanner(row);
}

export async function deleteBanner(db: Database, id: string): Promise<void> {
  const deleted = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  if (deleted.length === 0) throw notFound('This banner does not exist.');
}
