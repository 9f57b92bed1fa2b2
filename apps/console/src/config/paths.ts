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
    courierCities: '/admin/courier-cities',
    cash: '/admin/cash',
    handover: '/admin/cash/handover',
    messages: '/admin/messages',
  },
  seller: {
    products: '/seller/products',
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
  },
} as const;

/** Where a staff member lands after signing in. */
export const homeOf = (role: StaffRole): string =>
  role === 'admin' ? paths.admin.orders : paths.seller.products;
