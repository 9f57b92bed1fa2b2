import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startWaseetLookalike,
  type RunningWaseetLookalike,
} from '../../src/couriers/waseet/lookalike';
import { mapWaseetStatus } from '../../src/couriers/waseet/statuses';
import { ACCOUNTS, baghdadParcel, control, lookalikeClient, failure } from './waseet-test-support';

let lookalike: RunningWaseetLookalike;

beforeAll(async () => {
  lookalike = await startWaseetLookalike({ accounts: ACCOUNTS });
});
afterAll(() => lookalike.close());

describe('scripted status paths, read back with the client', () => {
  it.each([
    ['delivered', ['created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered']],
    [
      'postponed-then-delivered',
      [
        'created',
        'picked_up',
        'out_for_delivery',
        'delivery_attempt_failed',
        'postponed',
        'out_for_delivery',
        'delivered',
      ],
    ],
    [
      'refused-returned',
      [
        'created',
        'picked_up',
        'out_for_delivery',
        'delivery_attempt_failed',
        'returning',
        'returned',
      ],
    ],
    ['cancelled', ['created', 'cancelled']],
  ] as const)('follows the %s path to its end', async (script, states) => {
    const { client } = lookalikeClient(lookalike, 'alwaseet');
    const created = await client.createOrder(await baghdadParcel(client));
    const seen = [];
    for (let step = 0; step < states.length; step += 1) {
      if (step > 0)
        await control(lookalike, 'alwaseet', `__control/orders/${created.id}/advance`, { script });
      const [order] = await client.ordersByIds([created.id]);
      seen.push(mapWaseetStatus(order!.statusId).state);
      expect(order!.statusText).toBeTruthy();
    }
    expect(seen).toEqual(states);
    const [last] = await client.ordersByIds([created.id]);
    expect(mapWaseetStatus(last!.statusId).final).toBe(true);
  });

  it('flags a price change and reads the new amount to collect', async () => {
    const { client } = lookalikeClient(lookalike, 'alwaseet');
    const created = await client.createOrder(await baghdadParcel(client, { price: 20_000 }));
    const path = `__control/orders/${created.qrId}/advance`;
    await control(lookalike, 'alwaseet', path, { script: 'price-changed' });
    await control(lookalike, 'alwaseet', path, { price: 18_500 });
    const [order] = await client.ordersByIds([created.id]);
    expect(order!.statusId).toBe('18');
    expect(mapWaseetStatus(order!.statusId)).toMatchObject({
      state: 'in_transit',
      priceChanged: true,
    });
    expect(order!.price).toBe(18_500);
  });

  it('reads a status it does not know as in transit, flagged, with the courier text kept', async () => {
    const { client } = lookalikeClient(lookalike, 'alwaseet');
    const created = await client.createOrder(await baghdadParcel(client));
    lookalike.world.brands.alwaseet.advance(created.id, 'unknown-status');
    lookalike.world.brands.alwaseet.advance(created.id);
    const [order] = await client.ordersByIds([created.id]);
    expect(order!.statusId).toBe('99');
    expect(order!.statusText).toBeTruthy();
    expect(mapWaseetStatus(order!.statusId)).toEqual({
      state: 'in_transit',
      final: false,
      unknown: true,
    });
  });
});

describe('creating a parcel', () => {
  it('sends the phone as +9647…, whole dinars, and returns the waybill and a PDF label', async () => {
    const { client } = lookalikeClient(lookalike, 'alwaseet');
    const input = await baghdadParcel(client, { clientMobile2: '٠٧٥٠٤٤٤١٢٣٤', merchantNotes: 'x' });
    const created = await client.createOrder(input);
    const stored = lookalike.world.brands.alwaseet.find(created.id);
    expect(stored).toMatchObject({
      client_mobile: '+9647701234567',
      client_mobile2: '+9647504441234',
      price: 86_250,
      items_number: 2,
      qr_id: created.qrId,
    });
    expect(created.qrId).not.toBe(created.id);
    const label = await fetch(created.qrLink!);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(await label.arrayBuffer());
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain(created.qrId);
  });

  it("keeps the courier's Arabic refusal for the seller", async () => {
    const { client } = lookalikeClient(lookalike, 'alwaseet');
    const input = await baghdadParcel(client, { regionId: '999999' });
    const error = await failure(client.createOrder(input));
    expect(error.kind).toBe('refused');
    expect(error.courierMessage).toMatch(/المنطقة/);
  });

  it('refuses a phone that is no Iraqi mobile and fractional dinars before calling', async () => {
    const { client, calls } = lookalikeClient(lookalike, 'alwaseet');
    const input = await baghdadParcel(client);
    const before = calls.paths.length;
    expect(
      (await failure(client.createOrder({ ...input, clientMobile: '011234567' }))).errNum,
    ).toBe('invalid_phone');
    expect((await failure(client.createOrder({ ...input, price: 1000.5 }))).errNum).toBe(
      'invalid_amount',
    );
    expect(calls.paths.length).toBe(before);
  });

  it('recovers a parcel whose create answer was lost instead of creating it twice', async () => {
    const { client, calls, account } = lookalikeClient(lookalike, 'alwaseet');
    const input = await baghdadParcel(client);
    const reference = 'CHK-1043-3f2a';
    // Another parcel whose reference starts the same must not be taken for ours.
    await client.createOrder({ ...input, merchantNotes: 'CHK-1043-3f2ab' });
    await control(lookalike, 'alwaseet', '__control/fail-next', { failure: 'drop-create-answer' });
    const result = await client.createOrderOnce({ ...input, reference, merchantNotes: 'fragile' });
    expect(result.recovered).toBe(true);
    const mine = lookalike.world.brands.alwaseet.ordersOf(account.username);
    const withReference = mine.filter((o) => o.merchant_notes === `${reference} | fragile`);
    expect(withReference).toHaveLength(1);
    expect(withReference[0]).toMatchObject({ id: result.id, qr_id: result.qrId });
    expect(result.qrLink).toMatch(/\.pdf$/);
    expect(calls.count('create-order')).toBe(2);
    expect(calls.count('merchant-orders')).toBe(1);
  });

  it('refuses a reference the notes search could not find whole', async () => {
    const { client, calls } = lookalikeClient(lookalike, 'alwaseet');
    const input = await baghdadParcel(client);
    const before = calls.paths.length;
    for (const reference of ['', 'CH', 'CHK 1043', 'CHK-1043|x']) {
      const error = await failure(client.createOrderOnce({ ...input, reference }));
      expect(error.errNum).toBe('invalid_reference');
    }
    expect(calls.paths.length).toBe(before);
  });

  it('reports a create that never arrived as uncertain, and the retry creates it once', async () => {
    const { client, account } = lookalikeClient(lookalike, 'alwaseet');
    const input = await baghdadParcel(client);
    lookalike.world.brands.alwaseet.failNext(1, 'html403');
    const error = await failure(client.createOrderOnce({ ...input, reference: 'CHK-77-aa' }));
    expect(error).toMatchObject({ kind: 'unavailable', uncertain: true });
    const retry = await client.createOrderOnce(
      { ...input, reference: 'CHK-77-aa' },
      { checkFirst: true },
    );
    expect(retry.recovered).toBe(false);
    const again = await client.createOrderOnce(
      { ...input, reference: 'CHK-77-aa' },
      { checkFirst: true },
    );
    expect(again).toMatchObject({ id: retry.id, recovered: true });
    expect(lookalike.world.brands.alwaseet.ordersOf(account.username)).toHaveLength(1);
  });
});

describe('failures of the courier', () => {
  it('calls an HTML 403 page unavailable, saying so, and works on the next call', async () => {
    const { client } = lookalikeClient(lookalike, 'alwaseet');
    await client.login();
    await control(lookalike, 'alwaseet', '__control/fail-next', { failure: 'html403' });
    const error = await failure(client.cities());
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: 403 });
    expect(error.message).toMatch(/HTML.*Cloudflare/);
    expect(await client.cities()).toHaveLength(18);
  });

  it('gives up on an answer that never comes, within the timeout', async () => {
    const { client } = lookalikeClient(lookalike, 'alwaseet', { timeoutMs: 300 });
    await client.login();
    lookalike.world.brands.alwaseet.failNext(1, 'timeout');
    const error = await failure(client.statuses());
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/no answer within 300 ms/);
  });

  it('logs in again once when the token is refused after a password rotation', async () => {
    const tokens: string[] = [];
    const { client, calls, account } = lookalikeClient(lookalike, 'alwaseet', {
      onToken: (token) => void tokens.push(token),
    });
    await client.cities();
    await control(lookalike, 'alwaseet', 'admin/rotate-password', account);
    expect(await client.packageSizes()).toHaveLength(4);
    expect(calls.count('login')).toBe(2);
    expect(calls.count('package-sizes')).toBe(2);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(tokens[1]).toMatch(/^@@/);
  });

  it('reports auth, after one login, when the password changed at the courier', async () => {
    const { client, calls, account } = lookalikeClient(lookalike, 'alwaseet');
    await client.cities();
    lookalike.world.brands.alwaseet.rotatePassword(account.username, 'a new one');
    const error = await failure(client.cities());
    expect(error.kind).toBe('auth');
    expect(error.courierMessage).toMatch(/كلمة المرور/);
    expect(calls.count('login')).toBe(2);
  });

  it('calls a base URL that is no URL, or a failing limiter, unavailable rather than crashing', async () => {
    const { client } = lookalikeClient(lookalike, 'alwaseet', {
      baseUrl: 'not a url',
      token: '@@t',
    });
    expect((await failure(client.cities())).kind).toBe('unavailable');
    const { client: other } = lookalikeClient(lookalike, 'alwaseet', {
      limiter: { take: () => Promise.reject(new Error('redis is down')) },
    });
    expect((await failure(other.cities())).kind).toBe('unavailable');
  });

  it('calls JSON of the wrong shape a bad answer', async () => {
    const { client } = lookalikeClient(lookalike, 'alwaseet', {
      token: '@@given',
      fetch: async () =>
        Response.json({ status: true, errNum: 'S000', msg: 'ok', data: [{ x: 1 }] }),
    });
    expect((await failure(client.cities())).kind).toBe('bad_answer');
    const { client: other } = lookalikeClient(lookalike, 'alwaseet', {
      token: '@@given',
      fetch: async () => Response.json({ hello: 'world' }),
    });
    expect((await failure(other.cities())).kind).toBe('bad_answer');
  });
});

describe('editing and reading orders', () => {
  it('edits an order at the merchant and is refused once the courier picked it up', async () => {
    const { client } = lookalikeClient(lookalike, 'modon');
    const input = await baghdadParcel(client);
    const created = await client.createOrder(input);
    await client.editOrder(created.qrId, { ...input, location: 'المنصور، قرب مول بغداد' });
    expect(lookalike.world.brands.modon.find(created.id).location).toBe('المنصور، قرب مول بغداد');
    lookalike.world.brands.modon.advance(created.id);
    const error = await failure(client.editOrder(created.qrId, input));
    expect(error.kind).toBe('refused');
    expect(error.courierMessage).toMatch(/لا يمكن تعديل/);
  });

  it('asks for more than 25 ids in batches of 25', async () => {
    const { client, calls, account } = lookalikeClient(lookalike, 'modon');
    const input = await baghdadParcel(client);
    const ids: (string | number)[] = [];
    for (let i = 0; i < 30; i += 1) ids.push((await client.createOrder(input)).id);
    ids[0] = Number(ids[0]);
    const orders = await client.ordersByIds([...ids, String(ids[1])]);
    expect(orders.map((o) => o.id).sort()).toEqual(ids.map(String).sort());
    expect(calls.count('get-orders-by-ids-bulk')).toBe(2);
    // The courier itself refuses 26 ids in one call.
    const token = lookalike.world.brands.modon.login(account.username, account.password);
    const form = new FormData();
    form.append('ids', ids.slice(0, 26).join(','));
    const response = await fetch(
      `${lookalike.baseUrl('modon')}/get-orders-by-ids-bulk?token=${token}`,
      { method: 'POST', body: form },
    );
    expect(await response.json()).toMatchObject({ status: false, errNum: '999' });
  });

  it('settles delivered cash in an invoice the client lists, opens and marks received', async () => {
    const { client, account } = lookalikeClient(lookalike, 'agg');
    const created = await client.createOrder(await baghdadParcel(client, { price: 50_000 }));
    for (let step = 0; step < 4; step += 1) lookalike.world.brands.agg.advance(created.id);
    const invoice = (await control(lookalike, 'agg', '__control/invoices', account)) as {
      id: string;
    };
    const [listed] = await client.invoices();
    expect(listed).toMatchObject({
      id: invoice.id,
      merchantPrice: 45_000,
      deliveredOrdersCount: 1,
    });
    const orders = await client.invoiceOrders(invoice.id);
    expect(orders.map((o) => [o.id, o.invoiceId])).toEqual([[created.id, invoice.id]]);
    await client.receiveInvoice(invoice.id);
    expect(lookalike.world.brands.agg.invoice(account.username, invoice.id).received).toBe(true);
  });
});
