import { productPath } from '@chapkhana/shared/crawling';

/** Route paths of the storefront (docs/storefront.md §2), in one place so links and the router agree. */
export const paths = {
  home: '/',
  login: '/login',
  loginPhone: '/login/phone',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  registerCode: '/registerCode',
  register: '/register',
  categories: '/categories',
  about: '/about',
  contact: '/contact',
  products: '/products',
  productsSearch: '/products/search',
  productDetails: productPath,
  /** A print product's page editing one cart line (`?line=`): saving replaces that line. */
  printLineEdit: (slug: string, lineId: string) =>
    `${productPath(slug)}?line=${encodeURIComponent(lineId)}`,
  cart: '/card',
  shipping: '/shipping',
  payment: '/payment',
  paymentFor: (orderId: string) => `/payment?orderId=${encodeURIComponent(orderId)}`,
  orderConfirm: '/order/confirm',
  orderConfirmFor: (orderId: string) => `/order/confirm?orderId=${encodeURIComponent(orderId)}`,
  dashboard: '/dashboard',
  myOrders: '/dashboard/my-orders',
  changePassword: '/dashboard/change-password',
  /** The mailed link of an email change opens here (`?token=`). */
  confirmEmail: '/dashboard/email',
  myWishlist: '/dashboard/my-wishlist',
  /** The customer's designed cards (issue 40), each opened again on its product's page. */
  myCardDesigns: '/dashboard/card-designs',
  /** A print product's page with the designer open on the saved card `designId` (a new version). */
  cardDesignEdit: (slug: string, designId: string) =>
    `${productPath(slug)}?design=${encodeURIComponent(designId)}`,
  chat: '/dashboard/chat',
  chatWith: (sellerId: string) => `/dashboard/chat/${encodeURIComponent(sellerId)}`,
  orderDetails: (orderId: string) => `/dashboard/order/details/${encodeURIComponent(orderId)}`,
} as const;
