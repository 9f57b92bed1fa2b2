/**
 * Console routes of the parcels and delivery modules (couriers, hand-over, tracking, cash,
 * delivery fees): each is tested with its module (test/courier-*.test.ts, parcel-tracking,
 * cash-*, delivery) and by the access matrix, as print jobs are, so the admin and seller route
 * lists leave them out.
 */
export const TESTED_WITH_PARCELS =
  /^\/api\/(admin|seller)\/(cash\b|courier-|delivery|parcels\/|sellers\/:(id|sellerId)\/(courier-account|delivery)|orders\/:id\/(parcels|handover|own-delivery))/;

/**
 * Console routes of receipts and invoices: tested with their module (test/documents.test.ts) and
 * by the access matrix, so the admin and seller route lists leave them out.
 */
export const TESTED_WITH_DOCUMENTS =
  /^\/api\/(admin|seller)\/orders\/:id\/(documents|invoice|receipts\/)/;

/**
 * Console routes of a print house's staff and of an order's history (issue 39): tested with their
 * module (test/shop-staff.test.ts) and by the access matrix, so the route lists leave them out.
 */
export const TESTED_WITH_STAFF = /^\/api\/(admin|seller)\/(staff\b|orders\/:id\/history)/;
