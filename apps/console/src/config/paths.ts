import type { StaffRole } from '@chapkhana/shared/staff';

/** Routes inside the console (the router's basename is /console). */
export const paths = {
  signIn: '/',
  /** The mailed link's page: a new console account sets its password. */
  setPassword: '/set-password',
  admin: {
    orders: '/admin/orders',
    order: (id: string) => `/admin/orders/${id}`,
    currency: '/admin/currency',
    sellers: '/admin/sellers',
    newSeller: '/admin/sellers/new',
    customers: '/admin/customers',
    categories: '/admin/categories',
    banners: '/admin/banners',
    synonyms: '/admin/synonyms',
    settings: '/admin/settings',
  },
  seller: {
    products: '/seller/products',
    newProduct: '/seller/products/new',
    editProduct: (id: string) => `/seller/products/${id}`,
    orders: '/seller/orders',
    order: (id: string) => `/seller/orders/${id}`,
    chat: '/seller/chat',
  },
} as const;

/** Where a staff member lands after signing in. */
export const homeOf = (role: StaffRole): string =>
  role === 'admin' ? paths.admin.orders : paths.seller.products;
