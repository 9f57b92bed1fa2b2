/**
 * Leaves the shop for another site's page (a payment provider's), as a full page load. One
 * function so tests can see where the customer would go without leaving the test page.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
