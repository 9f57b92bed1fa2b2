import { randomBytes } from 'node:crypto';
import type { WaseetBrand } from '@chapkhana/shared/parcels';
import { createMemoryRateLimiter, type CourierRateLimiter, type RateLimit } from '../rate-limiter';
import { WASEET_BRAND_SETTINGS } from './brands';
import {
  LOOKALIKE_SCRIPTS,
  LOOKALIKE_STATUSES,
  lookalikeCities,
  lookalikePackageSizes,
  type LookalikeCity,
  type LookalikeScript,
} from './lookalike-data';
import {
  createWebhookSender,
  type LookalikeWebhookOptions,
  type WebhookSender,
} from './lookalike-webhooks';

/** What the next calls of a brand get, whatever they ask: a WAF page, silence, a cut line. */
export type LookalikeFailure = 'html403' | 'timeout' | 'drop-create-answer';

export interface LookalikeAccount {
  username: string;
  password: string;
}

export interface LookalikeWorldOptions {
  /** The merchant accounts every brand knows; one demo account by default. */
  accounts?: readonly LookalikeAccount[];
  /** Per brand; the real limits (30, 60, 30 per 30 s) by default. */
  rateLimit?: Partial<Record<WaseetBrand, RateLimit>>;
  /** Status pushes of the Modon and AGG brands (Al-Waseet has none). */
  webhooks?: Partial<Record<'modon' | 'agg', LookalikeWebhookOptions>>;
  /** The path an order follows when nothing else is said. */
  defaultScript?: LookalikeScript;
  /** The rate limit's clock (milliseconds), so a test can move past a window without waiting. */
  now?: () => number;
}

export const LOOKALIKE_DEMO_ACCOUNT: LookalikeAccount = {
  username: 'demo-merchant',
  password: 'demo-password',
};

/** One parcel at the look-alike, in the courier's own field names. */
export interface LookalikeOrder {
  id: string;
  qr_id: string;
  username: string;
  client_name: string;
  client_mobile: string;
  client_mobile2: string | null;
  city_id: string;
  city_name: string;
  region_id: string;
  region_name: string;
  location: string;
  type_name: string;
  items_number: number;
  price: number;
  delivery_price: number;
  package_size: string;
  merchant_notes: string;
  replacement: boolean;
  status_id: number;
  merchant_invoice_id: string;
  created_at: string;
  script: LookalikeScript;
  /** Where in its script the order stands (statuses repeat, so the id alone does not say). */
  step: number;
}

export interface LookalikeInvoice {
  id: string;
  username: string;
  merchant_price: number;
  delivered_orders_count: number;
  received: boolean;
  updated_at: string;
  orderIds: string[];
}

/** The look-alike answers in its own words: a refusal carries the courier's Arabic message. */
export class LookalikeRefusal extends Error {}

const MAX_ORDERS_PER_BRAND = 20_000;
const DELIVERED = new Set([4, 21]);
/** The fee the look-alike charges: Baghdad 5,000 IQD, elsewhere 6,000 (typical Iraqi prices). */
const deliveryPrice = (cityName: string) => (cityName === 'بغداد' ? 5_000 : 6_000);

export type LookalikeBrand = ReturnType<typeof createBrand>;

function createBrand(brand: WaseetBrand, options: LookalikeWorldOptions) {
  const limit = options.rateLimit?.[brand] ?? WASEET_BRAND_SETTINGS[brand].rateLimit;
  const passwords = new Map(
    (options.accounts ?? [LOOKALIKE_DEMO_ACCOUNT]).map((a) => [a.username, a.password]),
  );
  const tokens = new Map<string, string>();
  const orders = new Map<string, LookalikeOrder>();
  const invoices = new Map<string, LookalikeInvoice>();
  const failures: LookalikeFailure[] = [];
  const cities: LookalikeCity[] = lookalikeCities(brand);
  const packageSizes = lookalikePackageSizes(brand);
  // Al-Waseet has no status push (reference/couriers.md, "Not found"): its sender never sends.
  const pushes = brand !== 'alwaseet';
  const webhooks: WebhookSender = createWebhookSender(
    pushes ? options.webhooks?.[brand] : undefined,
  );
  const defaultScript = options.defaultScript ?? 'delivered';
  let lastOrder = 1_000 + cities.length * 37;
  let lastInvoice = 500;

  function find(key: string, username?: string): LookalikeOrder {
    const order = orders.get(key) ?? [...orders.values()].find((o) => o.qr_id === key);
    if (!order || (username !== undefined && order.username !== username)) {
      throw new LookalikeRefusal('الطلب غير موجود');
    }
    return order;
  }

  function invoiceOf(username: string, id: string): LookalikeInvoice {
    const invoice = invoices.get(id);
    if (!invoice || invoice.username !== username) {
      throw new LookalikeRefusal('الفاتورة غير موجودة');
    }
    return invoice;
  }

  function moveTo(order: LookalikeOrder, statusId: number) {
    if (order.status_id === statusId) return;
    order.status_id = statusId;
    webhooks.changed({
      id: order.id,
      status_id: String(statusId),
      delivery_price: String(order.delivery_price),
    });
  }

  return {
    brand,
    limit,
    limiter: createMemoryRateLimiter(limit, options.now) as CourierRateLimiter,
    cities,
    packageSizes,
    webhooks,
    pushes,
    failures,
    statuses: [...LOOKALIKE_STATUSES].map(([id, status]) => ({ id: String(id), status })),

    login(username: string, password: string): string {
      if (passwords.get(username) !== password) {
        throw new LookalikeRefusal('اسم المستخدم او كلمة المرور غير صحيحة');
      }
      const token = `@@${randomBytes(24).toString('hex')}`;
      tokens.set(token, username);
      return token;
    },
    /** The account a token belongs to, or undefined when it is unknown or was revoked. */
    accountOf: (token: string) => tokens.get(token),
    /** A new password, as the merchant sets in the courier's portal: every token stops working. */
    rotatePassword(username: string, password: string) {
      passwords.set(username, password);
      for (const [token, owner] of tokens) if (owner === username) tokens.delete(token);
    },
    failNext(count: number, failure: LookalikeFailure) {
      for (let i = 0; i < count; i += 1) failures.push(failure);
    },

    createOrder(username: string, fields: Omit<LookalikeOrder, OrderOwnFields>): LookalikeOrder {
      if (orders.size >= MAX_ORDERS_PER_BRAND) {
        throw new LookalikeRefusal('تم الوصول الى الحد الاعلى للطلبات');
      }
      lastOrder += 1;
      const order: LookalikeOrder = {
        ...fields,
        id: String(lastOrder),
        qr_id: String(70_000_000 + lastOrder * 13),
        username,
        delivery_price: deliveryPrice(fields.city_name),
        status_id: 1,
        merchant_invoice_id: '-1',
        created_at: new Date().toISOString(),
        script: defaultScript,
        step: 0,
      };
      orders.set(order.id, order);
      return order;
    },
    editOrder(username: string, key: string, fields: Omit<LookalikeOrder, OrderOwnFields>) {
      const order = find(key, username);
      if (order.status_id !== 1) {
        throw new LookalikeRefusal('لا يمكن تعديل الطلب بعد استلامه من قبل المندوب');
      }
      Object.assign(order, fields, { delivery_price: deliveryPrice(fields.city_name) });
      return order;
    },
    find,
    ordersOf: (username: string) =>
      [...orders.values()].filter((o) => o.username === username).reverse(),
    allOrders: () => [...orders.values()],

    /** One step along the order's script (a new script starts where the order stands). */
    advance(key: string, script?: LookalikeScript, newPrice?: number): LookalikeOrder {
      const order = find(key);
      if (script && script !== order.script) {
        const path: readonly number[] = LOOKALIKE_SCRIPTS[script];
        order.script = script;
        order.step = Math.max(0, path.indexOf(order.status_id));
      }
      const path: readonly number[] = LOOKALIKE_SCRIPTS[order.script];
      if (order.step + 1 >= path.length) return order;
      order.step += 1;
      const next = path[order.step] ?? order.status_id;
      if (next === 18) order.price = newPrice ?? Math.max(0, order.price - 1_000);
      moveTo(order, next);
      return order;
    },
    /** Whether the order's script has more steps (the demo's clock moves only those). */
    isOpen: (order: LookalikeOrder) => order.step + 1 < LOOKALIKE_SCRIPTS[order.script].length,
    setStatus(key: string, statusId: number, newPrice?: number): LookalikeOrder {
      const order = find(key);
      if (newPrice !== undefined) order.price = newPrice;
      moveTo(order, statusId);
      return order;
    },

    /** The courier settles: the account's delivered, uninvoiced orders go into one invoice. */
    makeInvoice(username: string): LookalikeInvoice | null {
      const delivered = [...orders.values()].filter(
        (o) =>
          o.username === username && DELIVERED.has(o.status_id) && o.merchant_invoice_id === '-1',
      );
      if (delivered.length === 0) return null;
      lastInvoice += 1;
      const invoice: LookalikeInvoice = {
        id: String(lastInvoice),
        username,
        merchant_price: delivered.reduce((sum, o) => sum + o.price - o.delivery_price, 0),
        delivered_orders_count: delivered.length,
        received: false,
        updated_at: new Date().toISOString(),
        orderIds: delivered.map((o) => o.id),
      };
      for (const order of delivered) order.merchant_invoice_id = invoice.id;
      invoices.set(invoice.id, invoice);
      return invoice;
    },
    invoicesOf: (username: string) => [...invoices.values()].filter((i) => i.username === username),
    invoice: invoiceOf,
    receiveInvoice(username: string, id: string) {
      const invoice = invoiceOf(username, id);
      invoice.received = true;
      invoice.updated_at = new Date().toISOString();
    },
  };
}

type OrderOwnFields =
  | 'id'
  | 'qr_id'
  | 'username'
  | 'delivery_price'
  | 'status_id'
  | 'merchant_invoice_id'
  | 'created_at'
  | 'script'
  | 'step';

/** The three brands' state, shared by the HTTP routes and a test's direct controls. */
export function createLookalikeWorld(options: LookalikeWorldOptions = {}) {
  const brands = {
    alwaseet: createBrand('alwaseet', options),
    modon: createBrand('modon', options),
    agg: createBrand('agg', options),
  } satisfies Record<WaseetBrand, LookalikeBrand>;
  return {
    brands,
    /** Moves every order with steps left one step along its script (the demo's clock). */
    advanceAll() {
      for (const brand of Object.values(brands)) {
        for (const order of brand.allOrders()) if (brand.isOpen(order)) brand.advance(order.id);
      }
    },
  };
}

export type LookalikeWorld = ReturnType<typeof createLookalikeWorld>;
