import { SELLER_SECTIONS, type SellerSection } from '@chapkhana/shared/shop-roles';
import type { StaffTokenPayload } from '@chapkhana/shared/staff';

/** Routes inside the console (the router's basename is /console). */
export const paths = {
  signIn: '/',
  /** The mailed link's page: a new console account sets its password. */
  setPassword: '/set-password',
  admin: {
    dashboard: '/admin/dashboard',
    orders: '/admin/orders',
    order: (id: string) => `/admin/orders/${id}`,
    currency: '/admin/currency',
    sellers: '/admin/sellers',
    newSeller: '/admin/sellers/new',
    sellerCourier: (id: string) => `/admin/sellers/${id}/courier`,
    sellerDelivery: (id: string) => `/admin/sellers/${id}/delivery`,
    customers: '/admin/customers',
    categories: '/admin/categories',
    banners: '/admin/banners',
    synonyms: '/admin/synonyms',
    settings: '/admin/settings',
    paymentMethods: '/admin/payment-methods',
    reconciliation: '/admin/reconciliation',
    delivery: '/admin/delivery',
    calendar: '/admin/calendar',
    courierCities: '/admin/courier-cities',
    cash: '/admin/cash',
    handover: '/admin/cash/handover',
    messages: '/admin/messages',
    production: '/admin/production',
  },
  seller: {
    dashboard: '/seller/dashboard',
    products: '/seller/products',
    cardTemplates: '/seller/card-templates',
    newCardTemplate: '/seller/card-templates/new',
    cardTemplate: (id: string) => `/seller/card-templates/${id}`,
    newProduct: '/seller/products/new',
    editProduct: (id: string) => `/seller/products/${id}`,
    orders: '/seller/orders',
    order: (id: string) => `/seller/orders/${id}`,
    chat: '/seller/chat',
    delivery: '/seller/delivery',
    cash: '/seller/cash',
    handover: '/seller/cash/handover',
    courier: '/seller/courier',
    messages: '/seller/messages',
    production: '/seller/production',
    staff: '/seller/staff',
  },
} as const;

/**
 * Where a staff member lands after signing in: its dashboard (issue 39), which every member of a
 * print house may read.
 */
export const homeOf = (staff: Pick<StaffTokenPayload, 'role'>): string =>
  staff.role === 'admin' ? paths.admin.dashboard : paths.seller.dashboard;

/** The seller section a console path is in (what the role must see to open it). */
export function sellerSectionOf(pathname: string): SellerSection | undefined {
  const section = /^\/seller\/([a-z-]+)/.exec(pathname)?.[1];
  return section && section in SELLER_SECTIONS ? (section as SellerSection) : undefined;
}
