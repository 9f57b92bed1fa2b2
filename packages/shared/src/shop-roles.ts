// The one home of what each member of a print house's staff may do (issue 39): the roles, the
// capabilities, which role has which, and which console section needs which. The API checks a
// seller route's `config.capability` against this map on every request; the console shows only the
// sections the signed-in member's role has (docs/decisions.md, "Staff roles per print house").

/** A print house's staff roles; the owner may do everything, including managing the staff. */
export const SHOP_ROLES = ['owner', 'designer', 'production', 'dispatcher'] as const;
export type ShopRole = (typeof SHOP_ROLES)[number];

/**
 * What a seller route needs:
 * - `view`: read the shop's orders, an order's page, its print jobs, parcels, documents and history;
 * - `artwork`: proofs and artwork, and the messages with customers about their jobs;
 * - `production`: move a job into production (the production board, a part to 'preparing');
 * - `dispatch`: the courier's hand-over, parcels and labels, delivering by hand, cash collection;
 * - `catalogue`: products, their prices, options and pictures;
 * - `settings`: the shop's delivery, pickup, courier account and webhook;
 * - `staff`: the shop's staff (invite, change a role, remove);
 * - `money`: the shop's takings: the dashboard's sales, payments, best sellers and couriers' cash
 *   in dinars, and its CSV (the other roles' dashboard has the jobs and proofs only).
 */
export const SHOP_CAPABILITIES = [
  'view',
  'artwork',
  'production',
  'dispatch',
  'catalogue',
  'settings',
  'staff',
  'money',
] as const;
export type ShopCapability = (typeof SHOP_CAPABILITIES)[number];

/** Role → what it may do. */
export const ROLE_CAPABILITIES: Readonly<Record<ShopRole, readonly ShopCapability[]>> = {
  owner: SHOP_CAPABILITIES,
  designer: ['view', 'artwork'],
  production: ['view', 'production'],
  dispatcher: ['view', 'dispatch'],
};

/** Whether a member with `role` may do what needs `capability` (no role: nothing). */
export function roleCan(role: ShopRole | null | undefined, capability: ShopCapability): boolean {
  return !!role && ROLE_CAPABILITIES[role].includes(capability);
}

/** The roles that have `capability`. */
export function rolesWith(capability: ShopCapability): ShopRole[] {
  return SHOP_ROLES.filter((role) => roleCan(role, capability));
}

/**
 * A seller's part's status a member may set by hand: into production is production's work; on its
 * way and delivered are the dispatcher's (the courier or the shop's own hands).
 */
export function capabilityToSetStatus(to: 'preparing' | 'on way' | 'delivered'): ShopCapability {
  return to === 'preparing' ? 'production' : 'dispatch';
}

/** The console's seller sections and the capability each needs to be shown. */
export const SELLER_SECTIONS = {
  dashboard: 'view',
  orders: 'view',
  /** The production board: everyone looks, production and the owner move (its own check). */
  production: 'view',
  products: 'catalogue',
  /** Card templates (issue 40): the owner and the designer make them. */
  'card-templates': 'artwork',
  chat: 'artwork',
  cash: 'dispatch',
  parcels: 'dispatch',
  delivery: 'settings',
  courier: 'settings',
  messages: 'view',
  staff: 'staff',
} as const satisfies Record<string, ShopCapability>;
export type SellerSection = keyof typeof SELLER_SECTIONS;

/** Whether a member with `role` is shown `section` of the console. */
export function roleSees(role: ShopRole | null | undefined, section: SellerSection): boolean {
  return roleCan(role, SELLER_SECTIONS[section]);
}
