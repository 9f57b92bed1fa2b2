import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcels } from '../src/db/schema/index';
import { isPublicAddress } from '../src/lib/public-address';
import { courierLabel } from '../src/modules/parcels/label';
import { createShopWorld, type ShopWorld } from './helpers/shop-world';
import { createTestApp, type TestApp } from './helpers/test-app';

// A label link comes from the courier's answer and the server fetches it: in production it must
// never make the server call its own machine or network (a courier's answer, or whoever wrote
// into it, naming http://127.0.0.1:5432 or a cloud's metadata address), not even by a redirect.

const PDF = Buffer.from('%PDF-1.4\n%label\n');
const LOOKALIKE_BASE = 'https://shop.test/lookalike/couriers';

describe('the addresses a courier label is fetched from', () => {
  let shop: TestApp;
  let world: ShopWorld;
  /** Every URL fetched, in order; the answers come from `answers` by URL. */
  const fetched: string[] = [];
  const answers = new Map<string, () => Response>();
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = String(input);
    fetched.push(url);
    const answer = answers.get(url);
    return answer ? answer() : new Response('not here', { status: 404 });
  };
  const pdf = () => new Response(PDF, { headers: { 'content-type': 'application/pdf' } });
  const redirect = (location: string) => () =>
    new Response(null, { status: 302, headers: { location } });

  beforeAll(async () => {
    shop = await createTestApp();
    world = await createShopWorld(shop);
  });
  afterAll(() => shop.close());

  async function labelFrom(link: string, production = true) {
    fetched.length = 0;
    await shop.database.db
      .update(parcels)
      .set({ labelUrl: link })
      .where(eq(parcels.id, world.parcelId));
    const context = {
      db: shop.database.db,
      fetch,
      lookalikeBase: LOOKALIKE_BASE,
      requireHttps: production,
    };
    return courierLabel(context, world.parcelId, world.seller.sellerId).then(
      (label) => ({ ok: true as const, pdf: label.pdf }),
      (error: { statusCode?: number; code?: string }) => ({ ok: false as const, error }),
    );
  }

  it('tells public addresses from the machine’s and the network’s own', () => {
    for (const address of ['8.8.8.8', '93.184.215.14', '2a00:1450:4001:80b::200e'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'localhost',
      '',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('in production fetches an https label on a public address', async () => {
    const link = 'https://93.184.215.14/labels/abc.pdf';
    answers.set(link, pdf);
    const result = await labelFrom(link);
    expect(result.ok).toBe(true);
    expect(fetched).toEqual([link]);
  });

  it('in production never calls the machine, its network or plain http', async () => {
    for (const link of [
      'https://127.0.0.1/label.pdf',
      'https://[::1]/label.pdf',
      'https://10.0.0.5/label.pdf',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:127.0.0.1]/label.pdf',
      'https://localhost/label.pdf',
      'http://93.184.215.14/label.pdf',
      'file:///etc/passwd',
      'not a link',
    ]) {
      answers.set(link, pdf);
      const result = await labelFrom(link);
      expect(result, link).toMatchObject({ ok: false, error: { code: 'label_unavailable' } });
      expect(fetched, link).toEqual([]);
    }
  });

  it('in production checks every redirect before following it, and follows only a few', async () => {
    const start = 'https://93.184.215.14/labels/moved.pdf';
    answers.set(start, redirect('https://127.0.0.1:5432/'));
    expect(await labelFrom(start)).toMatchObject({ ok: false });
    expect(fetched).toEqual([start]);

    // A relative move on the same public host is followed.
    answers.set(start, redirect('/labels/here.pdf'));
    answers.set('https://93.184.215.14/labels/here.pdf', pdf);
    expect(await labelFrom(start)).toMatchObject({ ok: true });
    expect(fetched).toEqual([start, 'https://93.184.215.14/labels/here.pdf']);

    // A loop ends after three moves.
    answers.set(start, redirect(start));
    expect(await labelFrom(start)).toMatchObject({ ok: false });
    expect(fetched).toHaveLength(4);
  });

  it('in production fetches the look-alike courier’s label (a demo), and anything in development', async () => {
    const lookalike = `${LOOKALIKE_BASE}/alwaseet/labels/1.pdf`;
    answers.set(lookalike, pdf);
    expect(await labelFrom(lookalike)).toMatchObject({ ok: true });
    // A climb out of the look-alike's prefix is not the look-alike.
    const climb = `${LOOKALIKE_BASE}/../../api/admin`;
    expect(await labelFrom(climb)).toMatchObject({ ok: false });

    const local = 'http://127.0.0.1:4100/lookalike/couriers/alwaseet/labels/1.pdf';
    answers.set(local, pdf);
    expect(await labelFrom(local, false)).toMatchObject({ ok: true });
  });
});
