import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ArtworkCheck, PreflightFinding } from '@chapkhana/shared/print';
import { at, createdAt, id } from './columns';
import { products } from './catalogue';
import { customers, staffUsers } from './people';
import { orderLines } from './shopping';

/**
 * A customer's print file (PDF, PNG, JPEG), stored privately under `DATA_DIR/artwork` by
 * `storageKey`, with what the preflight found. Only its customer, the seller of an order line
 * that uses it, and admins may fetch it.
 */
export const artworkFiles = pgTable(
  'artwork_files',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The product it was checked for (null once that product is gone). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    pages: integer('pages').notNull(),
    storageKey: text('storage_key').notNull(),
    findings: jsonb('findings')
      .$type<PreflightFinding[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * What `findings` were made for: the choice and the artwork it expected. A line takes the
     * file only while it expects the same artwork (`checkedForSpec`). Null on files uploaded
     * before this was kept (migration 0014): their verdict is for an unknown size, so no new
     * line takes them; the customer uploads the file again.
     */
    checkedFor: jsonb('checked_for').$type<ArtworkCheck>(),
    /**
     * When the customer approved this very file to be printed as it is: a print file made in the
     * card designer, checked there as pdf.js drew it (issue 40). A line whose files are all
     * approved starts approved, without a proof from the print house (orders/service.ts).
     */
    approvedAt: at('approved_at'),
    /**
     * Made by the card designer from a design (not uploaded): a line takes up to
     * MAX_DESIGNED_FILES_PER_LINE of these (several people's cards), uploads stay at four.
     */
    madeInDesigner: boolean('made_in_designer').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('artwork_files_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
    // Deleting a product sets its artwork's product to null.
    index('artwork_files_product_idx').on(t.productId),
    check('artwork_files_bytes_positive', sql`${t.bytes} > 0`),
  ],
);

/** The artwork an ordered print line uses (a reordered line shares its files with the first). */
export const printLineArtwork = pgTable(
  'print_line_artwork',
  {
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    artworkId: uuid('artwork_id')
      .notNull()
      .references(() => artworkFiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderLineId, t.artworkId] }),
    index('print_line_artwork_artwork_idx').on(t.artworkId),
  ],
);

export const proofStatus = pgEnum('proof_status', [
  'pending',
  'approved',
  'changes_requested',
  'superseded',
]);

/** A seller's proof of an ordered print line; the newest `pending` one awaits the customer. */
export const proofs = pgTable(
  'proofs',
  {
    id: id(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    status: proofStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('proofs_line_idx').on(t.orderLineId, t.version),
    // Deleting a staff user sets the proofs they uploaded to no uploader.
    index('proofs_uploaded_by_idx').on(t.uploadedBy),
    check('proofs_version_positive', sql`${t.version} > 0`),
  ],
);

export const printMessageKind = pgEnum('print_message_kind', [
  'artwork_added',
  'proof_uploaded',
  'approved',
  'changes_requested',
  'comment',
]);
export const printMessageAuthor = pgEnum('print_message_author', ['customer', 'seller', 'admin']);

/** The conversation on an ordered print line: every file, proof, decision and comment, in order. */
export const printMessages = pgTable(
  'print_messages',
  {
    id: id(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    author: printMessageAuthor('author').notNull(),
    kind: printMessageKind('kind').notNull(),
    body: text('body').notNull().default(''),
    proofId: uuid('proof_id').references(() => proofs.id, { onDelete: 'set null' }),
    artworkId: uuid('artwork_id').references(() => artworkFiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('print_messages_line_idx').on(t.orderLineId, t.createdAt),
    // Deleting a proof or an artwork file sets the messages that named it to null.
    index('print_messages_proof_idx').on(t.proofId),
    index('print_messages_artwork_idx').on(t.artworkId),
  ],
);
