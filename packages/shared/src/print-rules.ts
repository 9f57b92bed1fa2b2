// The print routes' addresses and the limits a customer meets, apart from print.ts's schemas:
// the product page's print panel and the clients' print calls read these without loading zod.

/**
 * Decimal places of a print tier's unit price and an option's amount in base units (USD): enough
 * for dinar prices of small pieces (25,000 IQD per 1,000 cards at 1,310 is 0.019084 a card, which
 * comes back to 25,000; four places gave 25,021).
 */
export const PRINT_PRICE_PLACES = 6;
/** The largest quantity of one print line. */
export const MAX_PRINT_QUANTITY = 1_000_000;
/** The most print lines one cart holds (several configurations or designs of one product each count). */
export const MAX_PRINT_LINES_PER_CART = 50;
/** Artwork files: formats, size and count per line. */
export const ARTWORK_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const MAX_ARTWORK_BYTES = 50 * 1024 * 1024;
export const MAX_ARTWORK_FILES_PER_LINE = 4;
/**
 * Cards made in the designer for several people from one template (issue 40), one print file
 * each: a line takes up to this many of them; uploaded files stay at MAX_ARTWORK_FILES_PER_LINE.
 */
export const MAX_DESIGNED_FILES_PER_LINE = 50;
/**
 * A customer's artwork not used by any ordered line (uploaded for the cart, or never ordered)
 * takes at most this many bytes; an upload past it is refused until they remove unused files.
 */
export const ARTWORK_QUOTA_BYTES = 300 * 1024 * 1024;
/** Artwork no ordered line uses is deleted (row and file) this many days after its upload. */
export const UNORDERED_ARTWORK_KEEP_DAYS = 30;
/** Artwork uploads (before and after ordering) a customer may make in each window. */
export const ARTWORK_UPLOAD_LIMIT = { perCustomer: 20, windowMs: 10 * 60 * 1000 };

/**
 * The print routes (all under `/api`):
 * - `POST /home/print/cart` (customer) `AddPrintLineBody` → the cart (`CartResponse`).
 * - `POST /home/print/artwork` (customer; multipart: `file`, `productId`, `options` as JSON
 *   `PrintChoice`) → 201 `{ artwork }`, or 422 `{ code: 'artwork_refused', error, findings }`
 *   (`findings` is an optional field of every error body, `apiErrorSchema`; nothing is stored);
 *   413 `artwork_quota_full` past ARTWORK_QUOTA_BYTES of unordered artwork, 429
 *   `too_many_uploads` past ARTWORK_UPLOAD_LIMIT, 507 `storage_full` when the disk is full.
 * - `DELETE /home/print/artwork/:id` (customer) → `{ artworkId }`: the customer's own artwork that no
 *   ordered line uses (also taken out of their cart lines); 409 `artwork_in_order` when one
 *   does, 404 `artwork_not_found` for anyone else's.
 * - `GET  /print/artwork/:id/file`, `GET /print/proofs/:id/file` → the file (as an attachment,
 *   `Cache-Control: private, no-store`), to the customer who owns it (customer cookie or bearer),
 *   the seller of an order line that uses it and admins (staff cookie or bearer); 404
 *   `artwork_not_found` / `proof_not_found` to anyone else, signed in or not.
 * - `GET  /home/print/orders/:orderId` (customer) → `{ jobs }`.
 * - `POST /home/print/lines/:lineId/artwork` (customer; multipart `file`) → `{ job }`; 422 as
 *   above; 409 `print_line_closed` once the part left `pending` or the order was cancelled.
 * - `POST /home/print/lines/:lineId/approve` `{ proofId }` → `{ job }`.
 * - `POST /home/print/lines/:lineId/changes` `{ proofId, comment }` → `{ job }`.
 * - `POST /home/print/lines/:lineId/reorder` → the cart (`CartResponse`), 201.
 * - `GET  /seller/print/orders/:sellerOrderId` → `{ jobs }`;
 *   `POST /seller/print/lines/:lineId/proofs` (multipart `file`, optional `comment`) → `{ job }`.
 * - `GET  /admin/print/orders/:orderId` → `{ jobs }`.
 * - `GET  /print/{artwork|proofs}/:id/preview` → `FilePreview` (the first PREVIEW_MAX_PAGES
 *   pages drawn, trim and bleed over them), 422 `preview_unavailable` when the file cannot be
 *   drawn; `GET  /print/{artwork|proofs}/:id/preview/:page` → that page's WebP thumbnail. Both
 *   answer only those who may fetch the file itself.
 * Realtime: `print:job` with `{ orderId, orderLineId, state }` to the customer and the seller.
 */
/** Whose file a preview is of: a customer's artwork or a seller's proof. */
export type PreviewKind = 'artwork' | 'proofs';

/** Pages of a file drawn as thumbnails; the rest are counted ("and 8 more"). */
export const PREVIEW_MAX_PAGES = 4;

export const PRINT_ROUTES = {
  addToCart: '/api/home/print/cart',
  artwork: '/api/home/print/artwork',
  ownArtwork: (id: string) => `/api/home/print/artwork/${id}`,
  artworkFile: (id: string) => `/api/print/artwork/${id}/file`,
  proofFile: (id: string) => `/api/print/proofs/${id}/file`,
  preview: (kind: PreviewKind, id: string) => `/api/print/${kind}/${id}/preview`,
  previewPage: (kind: PreviewKind, id: string, page: number) =>
    `/api/print/${kind}/${id}/preview/${page}`,
  customerJobs: (orderId: string) => `/api/home/print/orders/${orderId}`,
  lineArtwork: (lineId: string) => `/api/home/print/lines/${lineId}/artwork`,
  approve: (lineId: string) => `/api/home/print/lines/${lineId}/approve`,
  changes: (lineId: string) => `/api/home/print/lines/${lineId}/changes`,
  reorder: (lineId: string) => `/api/home/print/lines/${lineId}/reorder`,
  sellerJobs: (sellerOrderId: string) => `/api/seller/print/orders/${sellerOrderId}`,
  sellerProof: (lineId: string) => `/api/seller/print/lines/${lineId}/proofs`,
  adminJobs: (orderId: string) => `/api/admin/print/orders/${orderId}`,
} as const;

/** How far a page may be off the expected size (trim + 2 × bleed) and still pass, in mm. */
export const ARTWORK_SIZE_TOLERANCE_MM = 1;
