import { parseIraqiPhone } from '@chapkhana/shared/phone';
import type { WaseetBrand } from '@chapkhana/shared/parcels';
import { z } from 'zod';
import { CourierError } from '../courier-error';
import type { CourierRateLimiter } from '../rate-limiter';
import { WASEET_BRAND_SETTINGS, waseetRateLimiter } from './brands';
import {
  citySchema,
  createdOrderSchema,
  invoiceOrdersSchema,
  invoiceSchema,
  loginDataSchema,
  orderSchema,
  packageSizeSchema,
  regionSchema,
  statusSchema,
  type WaseetCity,
  type WaseetEnvelope,
  type WaseetInvoice,
  type WaseetOrder,
  type WaseetPackageSize,
  type WaseetRegion,
  type WaseetStatus,
} from './shapes';
import { createWaseetTransport, type WaseetRequest } from './transport';
import { findOrderByReference, withReference } from './order-reference';

export interface WaseetClientOptions {
  brand: WaseetBrand;
  /** The merchant API base (`https://api.alwaseet-iq.net/v1/merchant`); the brand's by default. */
  baseUrl?: string;
  username: string;
  /** Absent when the courier handed out a token instead (one Modon guide says it does). */
  password?: string;
  /** A token saved from an earlier login; used until the courier refuses it. */
  token?: string | null;
  /** Called with each new token, so the caller can store it (encrypted) for the next client. */
  onToken?: (token: string) => void | Promise<void>;
  fetch?: typeof fetch;
  /** Per call, including reading the answer. */
  timeoutMs?: number;
  /** The brand's process-wide limiter by default (30 or 60 calls per 30 s per account). */
  limiter?: CourierRateLimiter;
}

/** A parcel as we send it: phones in any Iraqi spelling, amounts in whole dinars. */
export interface WaseetOrderInput {
  clientName: string;
  clientMobile: string;
  clientMobile2?: string | null;
  cityId: string;
  regionId: string;
  /** Street and nearest landmark, free text. */
  location: string;
  /** What the courier carries, shown on the sticker ("مطبوعات / كروت شخصية"). */
  typeName: string;
  itemsNumber: number;
  /** The cash the courier collects, whole IQD (0 when paid already — to agree with the courier). */
  price: number;
  packageSizeId: string;
  merchantNotes?: string | null;
  /** An exchange order: the courier brings the old item back. */
  replacement?: boolean;
}

export interface WaseetCreatedOrder {
  id: string;
  /** The number on the sticker, the key of later calls. */
  qrId: string;
  /** The printable label (PDF); null when the courier did not say (a recovered order, say). */
  qrLink: string | null;
}

export interface WaseetCreateOnceResult extends WaseetCreatedOrder {
  /** True when the order was found at the courier instead of created by this call. */
  recovered: boolean;
}

export const WASEET_IDS_PER_CALL = 25;
const DEFAULT_TIMEOUT_MS = 15_000;
/** Our parcel reference: one word the notes search can find whole (`CHK-1043-3f2a`). */
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;

/** A client of one merchant account at Al-Waseet, Modon Express or AGG (reference/couriers.md). */
export function createWaseetClient(options: WaseetClientOptions) {
  const settings = WASEET_BRAND_SETTINGS[options.brand];
  const baseUrl = options.baseUrl ?? settings.baseUrl;
  const name = settings.name;
  const send = createWaseetTransport({
    name,
    baseUrl,
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    limiter: options.limiter ?? waseetRateLimiter(options.brand),
    limiterKey: `${baseUrl}|${options.username}`,
    windowMs: settings.rateLimit.windowMs,
  });
  let token = options.token ?? null;
  let loggingIn: Promise<string> | null = null;

  function refusal(action: string, envelope: WaseetEnvelope, kind: 'refused' | 'auth') {
    const said = envelope.msg ?? 'no reason given';
    return new CourierError(`${name} refused to ${action}: ${said} (errNum ${envelope.errNum}).`, {
      kind,
      errNum: envelope.errNum ?? undefined,
      courierMessage: envelope.msg ?? undefined,
    });
  }

  async function logIn(): Promise<string> {
    if (options.password === undefined) {
      throw new CourierError(`${name} refused the account's token and no password is stored.`, {
        kind: 'auth',
      });
    }
    const action = 'log in';
    const reply = await send(
      {
        method: 'POST',
        path: 'login',
        form: { username: options.username, password: options.password },
        action,
      },
      null,
    );
    if (!reply.ok) throw refusal(action, reply.envelope, 'auth');
    const fresh = read(action, loginDataSchema, reply.envelope.data).token;
    token = fresh;
    try {
      await options.onToken?.(fresh);
    } catch {
      // The token works from memory; failing to store it only costs a login in the next client.
    }
    return fresh;
  }

  /** One login at a time: parallel calls that all find the token refused share it. */
  function login(): Promise<string> {
    loggingIn ??= logIn().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  }

  function read<T extends z.ZodType>(action: string, schema: T, data: unknown): z.output<T> {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new CourierError(
        `${name} could not ${action}: its data is not in the expected shape (${z.prettifyError(parsed.error)}).`,
        { kind: 'bad_answer' },
      );
    }
    return parsed.data;
  }

  /** A call with the token; a refused token is replaced by one login, then the call retried. */
  async function call(request: WaseetRequest): Promise<WaseetEnvelope> {
    const first = await send(request, token ?? (await login()));
    if (first.ok) return first.envelope;
    if (first.refusal === 'refused') throw refusal(request.action, first.envelope, 'refused');
    const retried = await send(request, await login());
    if (retried.ok) return retried.envelope;
    throw refusal(request.action, retried.envelope, retried.refusal);
  }

  async function list<T extends z.ZodType>(request: WaseetRequest, item: T) {
    const envelope = await call(request);
    return read(request.action, z.array(item), envelope.data ?? []);
  }

  function orderForm(input: WaseetOrderInput, action: string): Record<string, string> {
    const phone = parseIraqiPhone(input.clientMobile);
    const phone2 = input.clientMobile2 ? parseIraqiPhone(input.clientMobile2) : null;
    if (!phone || (input.clientMobile2 && !phone2)) {
      throw new CourierError(`Cannot ${action}: the phone number is not an Iraqi mobile.`, {
        kind: 'refused',
        errNum: 'invalid_phone',
      });
    }
    if (!Number.isSafeInteger(input.price) || input.price < 0) {
      throw new CourierError(`Cannot ${action}: the amount must be whole dinars.`, {
        kind: 'refused',
        errNum: 'invalid_amount',
      });
    }
    if (!Number.isSafeInteger(input.itemsNumber) || input.itemsNumber < 1) {
      throw new CourierError(`Cannot ${action}: the number of pieces must be at least 1.`, {
        kind: 'refused',
        errNum: 'invalid_items_number',
      });
    }
    const form: Record<string, string> = {
      client_name: input.clientName,
      client_mobile: phone,
      city_id: input.cityId,
      region_id: input.regionId,
      location: input.location,
      type_name: input.typeName,
      items_number: String(input.itemsNumber),
      price: String(input.price),
      package_size: input.packageSizeId,
      replacement: input.replacement ? '1' : '0',
    };
    if (phone2) form.client_mobile2 = phone2;
    if (input.merchantNotes) form.merchant_notes = input.merchantNotes;
    return form;
  }

  async function createOrder(input: WaseetOrderInput): Promise<WaseetCreatedOrder> {
    const action = 'create the order';
    const form = orderForm(input, action);
    const envelope = await call({ method: 'POST', path: 'create-order', form, action });
    const data = read(action, createdOrderSchema, envelope.data);
    // One Modon guide puts qr_id beside data (reference/couriers.md, "Create order").
    return {
      id: data.id,
      qrId: data.qr_id ?? envelope.qr_id ?? data.id,
      qrLink: data.qr_link ?? null,
    };
  }

  async function merchantOrders(): Promise<WaseetOrder[]> {
    return list({ method: 'GET', path: 'merchant-orders', action: 'list the orders' }, orderSchema);
  }

  /**
   * Creates the order at most once for `reference` (e.g. `CHK-1043-3f2a`), which goes into
   * `merchant_notes`. The courier has no idempotency key (reference/couriers.md, "Create order"),
   * so when the create's answer is lost (timeout, cut connection, HTML) the order may exist anyway:
   * the account's orders are listed and one whose notes carry the reference, with the same phone
   * and amount, is returned (`recovered: true`) instead of creating a second parcel. When none is
   * found, or the listing fails too, a CourierError `unavailable` with `uncertain: true` is thrown:
   * retry later with `checkFirst: true`, which looks for the reference before creating (a slow
   * create may land after our first look).
   */
  async function createOrderOnce(
    input: WaseetOrderInput & { reference: string },
    createOptions: { checkFirst?: boolean } = {},
  ): Promise<WaseetCreateOnceResult> {
    if (!REFERENCE.test(input.reference)) {
      throw new CourierError(
        'Cannot create the order: the reference must be 3–40 letters, digits or dashes.',
        {
          kind: 'refused',
          errNum: 'invalid_reference',
        },
      );
    }
    const order = { ...input, merchantNotes: withReference(input.merchantNotes, input.reference) };
    const look = async () => findOrderByReference(await merchantOrders(), order, input.reference);
    if (createOptions.checkFirst) {
      const found = await look();
      if (found) return { id: found.id, qrId: found.qrId, qrLink: found.qrLink, recovered: true };
    }
    try {
      return { ...(await createOrder(order)), recovered: false };
    } catch (error) {
      if (!(error instanceof CourierError) || error.kind !== 'unavailable') throw error;
      let found: WaseetOrder | undefined;
      try {
        found = await look();
      } catch (lookError) {
        throw new CourierError(
          `${error.message} Whether the order was created could not be checked either; retry with checkFirst.`,
          {
            kind: 'unavailable',
            uncertain: true,
            retryAfterMs: lookError instanceof CourierError ? lookError.retryAfterMs : undefined,
          },
          { cause: lookError },
        );
      }
      if (found) return { id: found.id, qrId: found.qrId, qrLink: found.qrLink, recovered: true };
      throw new CourierError(
        `${error.message} No order with reference ${input.reference} was found at the courier; retry with checkFirst.`,
        { kind: 'unavailable', uncertain: true, httpStatus: error.httpStatus },
        { cause: error },
      );
    }
  }

  return {
    brand: options.brand,
    baseUrl,
    login,
    cities: (): Promise<WaseetCity[]> =>
      list({ method: 'GET', path: 'citys', action: 'list the cities' }, citySchema),
    regions: (cityId: string): Promise<WaseetRegion[]> =>
      list(
        { method: 'GET', path: 'regions', query: { city_id: cityId }, action: 'list the regions' },
        regionSchema,
      ),
    packageSizes: (): Promise<WaseetPackageSize[]> =>
      list(
        { method: 'GET', path: 'package-sizes', action: 'list the package sizes' },
        packageSizeSchema,
      ),
    statuses: (): Promise<WaseetStatus[]> =>
      list({ method: 'GET', path: 'statuses', action: 'list the statuses' }, statusSchema),
    createOrder,
    createOrderOnce,
    /** Changes an order still at the merchant (status 1); refused once the courier has it. */
    async editOrder(qrId: string, input: WaseetOrderInput): Promise<void> {
      const action = 'edit the order';
      const form = { ...orderForm(input, action), qr_id: qrId };
      await call({ method: 'POST', path: 'edit-order', form, action });
    },
    /**
     * The orders with these courier ids (`id`, as createOrder returned it), asked 25 at a time
     * (the courier's maximum); one failed batch fails the call. Unknown ids are simply missing.
     */
    async ordersByIds(ids: readonly (string | number)[]): Promise<WaseetOrder[]> {
      const unique = [...new Set(ids.map(String))];
      const orders: WaseetOrder[] = [];
      for (let start = 0; start < unique.length; start += WASEET_IDS_PER_CALL) {
        const batch = unique.slice(start, start + WASEET_IDS_PER_CALL);
        const form = { ids: batch.join(',') };
        const action = 'read the orders by id';
        orders.push(
          ...(await list(
            { method: 'POST', path: 'get-orders-by-ids-bulk', form, action },
            orderSchema,
          )),
        );
      }
      return orders;
    },
    merchantOrders,
    /** Settlements of collected cash; the courier answers them to the merchant account only. */
    invoices: (): Promise<WaseetInvoice[]> =>
      list(
        { method: 'GET', path: 'get_merchant_invoices', action: 'list the invoices' },
        invoiceSchema,
      ),
    async invoiceOrders(invoiceId: string): Promise<WaseetOrder[]> {
      const action = 'list the orders of the invoice';
      const query = { invoice_id: invoiceId };
      const envelope = await call({
        method: 'GET',
        path: 'get_merchant_invoice_orders',
        query,
        action,
      });
      return read(action, invoiceOrdersSchema, envelope.data ?? []);
    },
    async receiveInvoice(invoiceId: string): Promise<void> {
      const action = 'mark the invoice received';
      const query = { invoice_id: invoiceId };
      await call({ method: 'GET', path: 'receive_merchant_invoice', query, action });
    },
  };
}

export type WaseetClient = ReturnType<typeof createWaseetClient>;
export type {
  WaseetCity,
  WaseetRegion,
  WaseetPackageSize,
  WaseetStatus,
  WaseetOrder,
  WaseetInvoice,
};
