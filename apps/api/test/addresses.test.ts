import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOVERNORATES } from '@chapkhana/shared/governorates';
import { API_ROOT } from '../src/config/config';
import { selectRows } from '../src/db/client';
import { addresses, currencyRates } from '../src/db/schema/index';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProduct, insertSeller } from './helpers/fixtures';
import { orderDetails } from './helpers/storefront';
import {
  createTestApp,
  createTestDatabase,
  testDatabaseKind,
  type TestApp,
} from './helpers/test-app';

let shop: TestApp;
let productId: string;
beforeAll(async () => {
  shop = await createTestApp();
  await shop.database.db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  const seller = await insertSeller(shop.database.db);
  const category = await insertCategory(shop.database.db);
  productId = (
    await insertProduct(
      shop.database.db,
      { sellerId: seller.id, categoryId: category.id },
      { slug: 'address-mug', stock: 1000 },
    )
  ).id;
});
afterAll(() => shop.close());

const ADDRESS = {
  place: 'Home',
  name: 'Shilan',
  governorate: 'SUL',
  district: 'Sulaymaniyah',
  area: 'Salim',
  address: 'Mahalla 104, alley 3, house 9',
  landmark: 'Beside the Grand Bazaar pharmacy',
  phone: '٠٧٥٠ ١١١ ٢٢٣٣',
  phone2: '053 312 3456',
};

const post = (customer: TestCustomer, url: string, payload: object) =>
  shop.app.inject({ method: 'POST', url, headers: bearer(customer.token), payload });

const listOf = async (customer: TestCustomer) =>
  (
    await shop.app.inject({
      method: 'GET',
      url: `/api/home/get-address/${customer.id}`,
      headers: bearer(customer.token),
    })
  ).json().addresses;

async function fillCart(customer: TestCustomer) {
  const added = await post(customer, '/api/home/product/add-to-card', {
    userId: customer.id,
    productId,
    cartItems: [{ color: 'White', quantity: 0, properties: [{ property: 'A5', quantity: 1 }] }],
  });
  expect(added.statusCode).toBe(201);
}

/** An address saved before governorates, as migration 0021 and the start-up step leave it. */
async function insertMigrated(customer: TestCustomer) {
  const [row] = await shop.database.db
    .insert(addresses)
    .values({
      customerId: customer.id,
      place: 'Old home',
      name: 'Shilan',
      governorate: 'SUL',
      district: '',
      address: 'Salim Street near the bazaar',
      landmark: 'Salim Street near the bazaar',
      phone: '+9647501112233',
      city: 'Slemani',
      needsCompletion: true,
    })
    .returning({ id: addresses.id });
  return row!.id;
}

describe('GET /api/home/governorates', () => {
  it('lists the 19 governorates in the shop order with names in three languages', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/home/governorates' });
    expect(answer.statusCode).toBe(200);
    const { governorates } = answer.json();
    expect(governorates).toHaveLength(19);
    expect(governorates.map((g: { code: string }) => g.code)).toEqual(
      GOVERNORATES.map((g) => g.code),
    );
    expect(governorates.find((g: { code: string }) => g.code === 'HLB')).toEqual({
      code: 'HLB',
      kr: 'هەڵەبجە',
      ar: 'حلبجة',
      en: 'Halabja',
      kri: true,
    });
    expect(governorates.filter((g: { kri: boolean }) => g.kri).length).toBe(4);
  });

  it('is in the OpenAPI document', async () => {
    const docs = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).toContain('/api/home/governorates');
  });
});

describe('saved addresses in the new shape', () => {
  it('saves every part, phones in E.164 (a landline as second phone), city from the governorate', async () => {
    const customer = await createCustomer(shop);
    const saved = await post(customer, '/api/home/customer/submit-address', {
      userId: customer.id,
      ...ADDRESS,
      city: 'anything the client sends',
    });
    expect(saved.statusCode).toBe(201);
    const [address] = await listOf(customer);
    expect(address).toMatchObject({
      ...ADDRESS,
      phone: '+9647501112233',
      phone2: '+964533123456',
      city: 'Sulaymaniyah',
      needsCompletion: false,
    });
  });

  it('refuses an unknown governorate, a missing landmark and a bad second phone, by field code', async () => {
    const customer = await createCustomer(shop);
    const refused = await post(customer, '/api/home/customer/submit-address', {
      userId: customer.id,
      ...ADDRESS,
      governorate: 'XYZ',
      landmark: '',
      phone2: '12',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toMatchObject({
      landmark: { code: 'required' },
      phone2: { code: 'invalid_contact_phone' },
    });
    expect(Object.keys(refused.json().fieldErrors)).toContain('governorate');
    expect(await listOf(customer)).toEqual([]);
  });

  it('a completed address replaces the migrated one; another customer’s id replaces nothing', async () => {
    const owner = await createCustomer(shop);
    const stranger = await createCustomer(shop);
    const migratedId = await insertMigrated(owner);
    const forged = await post(stranger, '/api/home/customer/submit-address', {
      userId: stranger.id,
      ...ADDRESS,
      replaces: migratedId,
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().code).toBe('address_not_found');
    expect(await listOf(stranger)).toEqual([]);
    expect((await listOf(owner)).map((a: { _id: string }) => a._id)).toEqual([migratedId]);

    const completed = await post(owner, '/api/home/customer/submit-address', {
      userId: owner.id,
      ...ADDRESS,
      replaces: migratedId,
    });
    expect(completed.statusCode).toBe(201);
    const list = await listOf(owner);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ area: 'Salim', needsCompletion: false });
  });
});

describe('placing an order with an address', () => {
  it('stores the full address on the order as placed', async () => {
    const customer = await createCustomer(shop);
    await fillCart(customer);
    const placed = await post(customer, '/api/home/order/place-order', {
      userId: customer.id,
      shippingInfo: ADDRESS,
    });
    expect(placed.statusCode).toBe(201);
    const order = await orderDetails(shop, customer, placed.json().orderId);
    expect(order.shippingInfo).toEqual({
      ...ADDRESS,
      phone: '+9647501112233',
      phone2: '+964533123456',
      city: 'Sulaymaniyah',
    });
  });

  it('refuses a migrated address with 422 and the missing fields, taking nothing', async () => {
    const customer = await createCustomer(shop);
    await fillCart(customer);
    const migratedId = await insertMigrated(customer);
    const refused = await post(customer, '/api/home/order/place-order', {
      userId: customer.id,
      addressId: migratedId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('address_incomplete');
    expect(refused.json().fieldErrors).toEqual({
      district: { code: 'required' },
      area: { code: 'required' },
    });
    const orders = await shop.app.inject({
      method: 'GET',
      url: `/api/home/coustomer/get-orders/${customer.id}/all`,
      headers: bearer(customer.token),
    });
    expect(orders.json().orders).toEqual([]);
  });

  it('places with a complete saved address by id, and never with another customer’s', async () => {
    const owner = await createCustomer(shop);
    const stranger = await createCustomer(shop);
    await post(owner, '/api/home/customer/submit-address', { userId: owner.id, ...ADDRESS });
    const [saved] = await listOf(owner);
    await fillCart(stranger);
    const forged = await post(stranger, '/api/home/order/place-order', {
      userId: stranger.id,
      addressId: saved._id,
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().code).toBe('address_not_found');
    expect(JSON.stringify(forged.json())).not.toContain(ADDRESS.landmark);
    const unknown = await post(stranger, '/api/home/order/place-order', {
      userId: stranger.id,
      addressId: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);

    await fillCart(owner);
    const placed = await post(owner, '/api/home/order/place-order', {
      userId: owner.id,
      addressId: saved._id,
    });
    expect(placed.statusCode).toBe(201);
    const order = await orderDetails(shop, owner, placed.json().orderId);
    expect(order.shippingInfo.landmark).toBe(ADDRESS.landmark);
  });

  it('refuses an order with neither an address nor an address id', async () => {
    const customer = await createCustomer(shop);
    await fillCart(customer);
    const refused = await post(customer, '/api/home/order/place-order', { userId: customer.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ shippingInfo: { code: 'required' } });
  });

  it('still reads an order placed before governorates with its five fields', async () => {
    const customer = await createCustomer(shop);
    await fillCart(customer);
    const placed = await post(customer, '/api/home/order/place-order', {
      userId: customer.id,
      shippingInfo: ADDRESS,
    });
    const orderId = placed.json().orderId as string;
    const old = {
      place: 'Home',
      name: 'Shilan',
      address: 'Salim St',
      phone: '+9647501112233',
      city: 'Slemani',
    };
    await shop.database.db.execute(
      sql`update orders set shipping_info = ${JSON.stringify(old)}::jsonb where id = ${orderId}`,
    );
    expect((await orderDetails(shop, customer, orderId)).shippingInfo).toEqual(old);
  });
});

/** The migrations up to (not including) the address parts, in a folder of their own. */
async function migrationsBeforeAddressParts(): Promise<string> {
  const source = path.join(API_ROOT, 'src', 'db', 'migrations');
  const folder = await mkdtemp(path.join(tmpdir(), 'chapkhana-migrations-'));
  await cp(source, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_address_parts'));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migrating free-text addresses', () => {
  it('keeps every old address whole, guesses its governorate, and asks for the rest', async () => {
    const test = await createTestDatabase({ migrate: false });
    const folder = await migrationsBeforeAddressParts();
    try {
      const { db } = test.handle;
      if (testDatabaseKind === 'pglite') {
        await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder });
      } else {
        await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder });
      }
      const customerId = randomUUID();
      await db.execute(sql`insert into customers (id, name, email, phone, password_hash)
        values (${customerId}, 'Old', 'old@example.test', '+9647501112233', 'x')`);
      const old = [
        ['الحلة', 'حي الجامعة قرب جامع الحسين'],
        ['Hewlêr', 'Ankawa, near the church'],
        ['الموصل', 'الزهور'],
        ['Zakho', 'Near the bridge, Duhok road'],
        ['Ankawa', 'Street 40'],
        ['نينوي', 'الدواسة'],
      ];
      for (const [city, address] of old) {
        await db.execute(sql`insert into addresses (id, customer_id, place, name, address, phone, city)
          values (${randomUUID()}, ${customerId}, 'Home', 'Old', ${address}, '+9647501112233', ${city})`);
      }
      // The rest of the migrations and the start-up step, twice: the second run changes nothing.
      await test.handle.migrate();
      const first = await selectRows<Record<string, unknown>>(
        db,
        sql`select city, address, landmark, governorate, district, area, needs_completion
            from addresses order by city`,
      );
      await test.handle.migrate();
      const second = await selectRows<Record<string, unknown>>(
        db,
        sql`select city, address, landmark, governorate, district, area, needs_completion
            from addresses order by city`,
      );
      expect(second).toEqual(first);
      const byCity = Object.fromEntries(first.map((row) => [row.city, row]));
      expect(Object.keys(byCity).sort()).toEqual(old.map(([city]) => city).sort());
      for (const [city, address] of old) {
        expect(byCity[city!]).toMatchObject({
          address,
          landmark: address,
          area: '',
          needs_completion: true,
        });
      }
      expect(byCity['الحلة']).toMatchObject({ governorate: 'BAB', district: '' });
      expect(byCity['Hewlêr']).toMatchObject({ governorate: 'ERB', district: '' });
      expect(byCity['الموصل']).toMatchObject({ governorate: 'NIN', district: '' });
      expect(byCity['نينوي']).toMatchObject({ governorate: 'NIN', district: '' });
      // A city that names no governorate stays as the district; the text may still name one.
      expect(byCity['Zakho']).toMatchObject({ governorate: 'DUH', district: 'Zakho' });
      expect(byCity['Ankawa']).toMatchObject({ governorate: null, district: 'Ankawa' });
    } finally {
      await test.dispose();
      await rm(folder, { recursive: true, force: true });
    }
    // Three databases' worth of migrations on a busy machine: a wait for the work, not a measure.
  }, 120_000);
});
