const KEY = 'lastPlacedOrder';

/**
 * The order this tab placed last (sessionStorage), so going Back from /payment to /shipping,
 * once the cart is emptied by the order, can link to that order instead of only saying there
 * is nothing to ship. Kept per customer: another account signed in on the tab never sees it.
 */
export function rememberPlacedOrder(customerId: string, orderId: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ customerId, orderId }));
  } catch {
    // Storage refused (private mode, quota): the link is a convenience only.
  }
}

export function lastPlacedOrder(customerId: string): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as unknown;
    if (
      saved &&
      typeof saved === 'object' &&
      'customerId' in saved &&
      'orderId' in saved &&
      saved.customerId === customerId &&
      typeof saved.orderId === 'string'
    ) {
      return saved.orderId;
    }
  } catch {
    // Unreadable: as if nothing was placed.
  }
  return null;
}
