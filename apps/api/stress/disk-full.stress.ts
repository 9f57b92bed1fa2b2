import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { artworkFiles } from '../src/db/schema/index';
import type { TestCustomer } from '../test/helpers/customers';
import { CARD_CHOICE, insertPrintProduct, paddedPdfOf } from '../test/helpers/print-orders';
import { mountSmallDisk, type SmallDisk } from '../test/helpers/small-disk';
import {
  productionServer,
  startPrivatePostgres,
  waitFor,
  type PrivatePostgres,
  type ProductionServer,
} from './support/processes';
import { customerFetch, stressShop, type StressShop } from './support/shop';

// Issue 33, finding 2: the production server with DATA_DIR on a 20 MB tmpfs, filled by
// customers' artwork. Every upload is taken (201) or refused with 507 storage_full, never 500;
// no half-written file stays; health says 503 while the disk is full and 200 once customers
// removed their files. Skipped, saying why, where this process may not mount a tmpfs.
const disk: SmallDisk = await mountSmallDisk(20);
if (disk.reason) {
  console.warn(`[stress] disk-full skipped: a tmpfs could not be mounted (${disk.reason}).`);
}

let postgres: PrivatePostgres;
let shop: StressShop;
let server: ProductionServer;
let productId: string;

beforeAll(async () => {
  if (disk.reason) return;
  postgres = await startPrivatePostgres();
  shop = await stressShop(postgres.url);
  productId = (
    await insertPrintProduct(shop.database.db, {
      sellerId: shop.sellerIds[0]!,
      categoryId: shop.categoryId,
    })
  ).id;
  server = await productionServer(
    { DATABASE_URL: postgres.url, JWT_SECRET: shop.jwtSecret },
    { dataDir: disk.dir },
  );
});
afterAll(async () => {
  await server?.dispose();
  await shop?.database.close();
  await postgres?.dispose();
  await disk.dispose();
});

async function uploadArtwork(customer: TestCustomer, file: Buffer) {
  const form = new FormData();
  form.append('productId', productId);
  form.append('options', JSON.stringify(CARD_CHOICE));
  form.append('file', new Blob([file], { type: 'application/pdf' }), 'poster.pdf');
  const response = await fetch(`${server.url}${PRINT_ROUTES.artwork}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}` },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const health = async () => {
  const response = await fetch(`${server.url}/api/health`);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

describe.skipIf(disk.reason)('a full data disk', () => {
  it('takes or refuses every upload with 507 storage_full, leaves no partial file, and recovers once files are removed', async () => {
    const customers = await shop.customers(8);
    const file = await paddedPdfOf(1536 * 1024);
    // The disk already nearly full (6 MB left), and 8 customers sending 1.5 MB each at once
    // (each file's check takes a few seconds: filling 20 MB by uploads alone took minutes).
    const fillers = [await disk.fill(6 * 1024 * 1024)];
    const answers = await Promise.all(
      customers.map(async (customer) => ({ customer, ...(await uploadArtwork(customer, file)) })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 201 && s !== 507)).toEqual([]);
    expect(statuses).toContain(201);
    expect(statuses).toContain(507);
    for (const refused of answers.filter((a) => a.status === 507)) {
      expect(refused.json.code).toBe('storage_full');
    }

    // Exactly the files of the rows written: nothing half-written, no file without its row.
    const rows = await shop.database.db.select().from(artworkFiles);
    expect(rows).toHaveLength(statuses.filter((s) => s === 201).length);
    const stored = await readdir(path.join(disk.dir, 'private', 'artwork'));
    expect(stored.sort()).toEqual(rows.map((row) => row.storageKey.split('/')[1]).sort());

    // Full to the last block: health says so, and a sign-up mail (the outbox) is 507 too.
    fillers.push(await disk.fill(0));
    try {
      await waitFor('health to report the full disk', async () => (await health()).status === 503);
      expect((await health()).json).toMatchObject({ status: 'unavailable', code: 'storage_full' });
      const link = await fetch(`${server.url}/api/auth/email-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'new-customer@chapkhana.test' }),
      });
      expect(link.status).toBe(507);
      expect(((await link.json()) as { code: string }).code).toBe('storage_full');
      expect(await readdir(path.join(disk.dir, 'outbox')).catch(() => [])).toEqual([]);
    } finally {
      for (const filler of fillers) await rm(filler);
    }

    // Customers remove their unused files: room again, health back, uploads taken.
    for (const answer of answers.filter((a) => a.status === 201)) {
      const artwork = answer.json.artwork as { _id: string };
      const removed = await customerFetch(
        server.url,
        answer.customer,
        'DELETE',
        PRINT_ROUTES.ownArtwork(artwork._id),
      );
      expect(removed.status).toBe(200);
    }
    expect(await readdir(path.join(disk.dir, 'private', 'artwork'))).toEqual([]);
    await waitFor('health to recover', async () => (await health()).status === 200);
    expect((await uploadArtwork(customers[0]!, file)).status).toBe(201);
  });
});
