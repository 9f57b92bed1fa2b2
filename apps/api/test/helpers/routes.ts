/**
 * Console routes of the parcels and delivery modules (couriers, hand-over, tracking, cash,
 * delivery fees): each is tested with its module (test/courier-*.test.ts, parcel-tracking,
 * cash-*, delivery) and by the access matrix, as print jobs are, so the admin and seller route
 * lists leave them out.
 */
export const TESTED_WITH_PARCELS =
  /^\/api\/(admin|seller)\/(cash\b|courier-|delivery|parcels\/|sellers\/:(id|sellerId)\/(courier-account|delivery)|orders\/:id\/(parcels|handover|own-delivery))/;
