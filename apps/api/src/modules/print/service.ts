/**
 * Print jobs (docs/design.md §13): a customer's artwork before and after ordering, the seller's proofs
 * and the customer's answer to them. Files are checked (preflight) and written before any row,
 * and removed again when the rows are refused; each change of a job locks its line row, so two
 * answers to one proof sent at once give exactly one winner.
 */
import {
  artworkSpecFor,
  checkedForSpec,
  PrintChoiceError,
  resolvePrintChoice,
} from '@chapkhana/shared/pricing';
import type {
  ArtworkView,
  PreflightCode,
  PrintChoice,
  PrintJob,
  ProofState,
} from '@chapkhana/shared/print';
import {
  ARTWORK_QUOTA_BYTES,
  MAX_ARTWORK_FILES_PER_LINE,
  UNORDERED_ARTWORK_KEEP_DAYS,
} from '@chapkhana/shared/print-rules';
import type { Database } from '../../db/client';
import {
  artworkRefused,
  badRequest,
  conflict,
  HttpError,
  httpError,
  notFound,
  tooManyRequests,
} from '../../lib/http-errors';
import { PreflightBusy } from '../../lib/file-inspector';
import { preflightArtwork, printFileType, type ArtworkExpectation } from '../../lib/preflight';
import { type FileViewer, removePrivateFile, storePrivateFile } from '../../lib/private-files';
import { dropArtworkFromCart, lockCustomerCart } from '../cart/repository';
import { insertAuditEvent, type AuditActor } from '../audit/repository';
import { schedulesOf, type LineSchedule } from '../calendar/service';
import * as repo from './repository';

/** What a job change tells its customer and seller (realtime and mail), once committed. */
export interface JobChange {
  customerId: string;
  sellerId: string;
  orderId: string;
  sellerOrderId: string;
  orderLineId: string;
  state: ProofState;
  event: 'artwork_added' | 'proof_uploaded' | 'approved' | 'changes_requested';
  comment: string;
}

export interface UploadedFile {
  data: Buffer;
  fileName: string;
}

/** An artwork row as the customer and the seller see it. */
export function artworkView(row: repo.ArtworkRow): ArtworkView {
  return {
    _id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    bytes: row.bytes,
    pages: row.pages,
    findings: row.findings,
    checkedFor: row.checkedFor ? { spec: row.checkedFor.spec } : null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Findings that hold whatever size the file was checked for: its colours. */
const FINDINGS_OF_ANY_SIZE = new Set<PreflightCode>([
  'colour_rgb',
  'colour_rgb_profiled',
  'colour_cmyk',
]);

/**
 * An ordered line's file as its job shows it. A file whose verdict was made for other artwork
 * than the line's (one uploaded before that was kept, migration 0014) keeps only its colour
 * findings: no one reads "page size ok" for a size it was never checked for.
 */
function jobArtworkView(row: repo.ArtworkRow, spec: ArtworkExpectation | null): ArtworkView {
  const view = artworkView(row);
  if (checkedForSpec(row.checkedFor, spec)) return view;
  return { ...view, findings: view.findings.filter((f) => FINDINGS_OF_ANY_SIZE.has(f.code)) };
}

/** Customers with a file being checked on this copy. */
const checking = new Set<string>();

/** Whether a file of `customerId`'s is being checked on this copy (tests wait for it). */
export const artworkCheckUnderWay = (customerId: string): boolean => checking.has(customerId);

/**
 * Preflights `file` against `expect`; a refusal is a 422 with the findings, nothing stored.
 * One file at a time per customer (a second is 429 `artwork_check_in_progress`), so one
 * customer cannot fill the inspector's queue; a full queue is 503 `preflight_busy`.
 */
async function checkArtwork(customerId: string, file: Buffer, expect: ArtworkExpectation | null) {
  if (checking.has(customerId)) throw tooManyRequests('artwork_check_in_progress');
  checking.add(customerId);
  try {
    const result = await preflightArtwork(file, expect);
    if (result.refused || !result.mimeType) throw artworkRefused(result.findings);
    return { ...result, mimeType: result.mimeType };
  } catch (error) {
    if (error instanceof PreflightBusy) throw httpError(503, 'preflight_busy');
    throw error;
  } finally {
    checking.delete(customerId);
  }
}

/** Writes the file, runs `write` with its key, and removes the file again if `write` throws. */
async function withStoredFile<T>(
  dataDir: string,
  folder: 'artwork' | 'proofs',
  data: Buffer,
  write: (storageKey: string) => Promise<T>,
): Promise<T> {
  const storageKey = await storePrivateFile(dataDir, folder, data);
  try {
    return await write(storageKey);
  } catch (error) {
    await removePrivateFile(dataDir, storageKey);
    throw error;
  }
}

/** POST /home/print/artwork: a customer's file for a print product, checked for the chosen options. */
export async function uploadArtwork(
  db: Database,
  dataDir: string,
  input: {
    customerId: string;
    productId: string;
    choice: PrintChoice;
    file: UploadedFile;
    now: Date;
    /** Made by the card designer (modules/design), not uploaded. */
    madeInDesigner?: boolean;
  },
): Promise<ArtworkView> {
  const product = await repo.findProductPrint(db, input.productId);
  if (!product) throw notFound('product_not_found');
  if (!product.print) throw conflict('not_a_print_product');
  try {
    resolvePrintChoice(product.print, input.choice);
  } catch (error) {
    if (error instanceof PrintChoiceError) {
      throw new HttpError(400, error.code, error.params);
    }
    throw error;
  }
  // Asked before the file is checked and written, and again under the customer's lock.
  await ensureArtworkRoom(db, input.customerId, input.file.data.length);
  const checked = await checkArtwork(
    input.customerId,
    input.file.data,
    artworkSpecFor(product.print, input.choice),
  );
  // What the verdict is for, kept with it: a line expecting other artwork does not take the file.
  const checkedFor = { choice: input.choice, spec: artworkSpecFor(product.print, input.choice) };
  const row = await withStoredFile(dataDir, 'artwork', input.file.data, (storageKey) =>
    db.transaction(async (tx) => {
      // The cart's lock: two uploads at once cannot both fit in the room left for one.
      await lockCustomerCart(tx, input.customerId);
      await ensureArtworkRoom(tx, input.customerId, input.file.data.length);
      return repo.insertArtwork(tx, {
        ...artworkRow(input, checked, { productId: product.id, storageKey, checkedFor }),
        madeInDesigner: input.madeInDesigner ?? false,
      });
    }),
  );
  return artworkView(row);
}

type ArtworkInsert = Parameters<typeof repo.insertArtwork>[1];

/** The row for a customer's checked file, whether it arrives for the cart or for an ordered line. */
function artworkRow(
  input: { customerId: string; file: UploadedFile; now: Date },
  checked: Awaited<ReturnType<typeof checkArtwork>>,
  where: Pick<ArtworkInsert, 'productId' | 'storageKey' | 'checkedFor'>,
): ArtworkInsert {
  return {
    customerId: input.customerId,
    productId: where.productId,
    fileName: input.file.fileName,
    mimeType: checked.mimeType,
    bytes: input.file.data.length,
    pages: checked.pages,
    storageKey: where.storageKey,
    findings: checked.findings,
    checkedFor: where.checkedFor,
    createdAt: input.now,
  };
}

const MEGABYTE = 1024 * 1024;

/** 413 `artwork_quota_full` when `bytes` more would take the customer's unordered artwork past ARTWORK_QUOTA_BYTES. */
async function ensureArtworkRoom(db: Database, customerId: string, bytes: number) {
  if ((await repo.unorderedArtworkBytes(db, customerId)) + bytes > ARTWORK_QUOTA_BYTES) {
    throw new HttpError(413, 'artwork_quota_full', {
      megabytes: Math.round(ARTWORK_QUOTA_BYTES / MEGABYTE),
    });
  }
}

/**
 * DELETE /home/print/artwork/:id: the customer's own file that no ordered line uses goes (row,
 * then file) and leaves their cart lines; one an order uses is 409, anyone else's 404.
 */
export async function removeArtwork(
  db: Database,
  dataDir: string,
  input: { customerId: string; artworkId: string },
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    // The lock an order's placing takes: the file cannot be ordered while it is deleted.
    await lockCustomerCart(tx, input.customerId);
    const artwork = await repo.findArtwork(tx, input.artworkId);
    if (!artwork || artwork.customerId !== input.customerId) throw notFound('artwork_not_found');
    const rows = await repo.deleteUnorderedArtwork(tx, input.customerId, {
      artworkIds: [artwork.id],
    });
    if (rows.length === 0) throw conflict('artwork_in_order');
    await dropArtworkFromCart(tx, input.customerId, [artwork.id]);
    return rows;
  });
  await Promise.all(removed.map((row) => removePrivateFile(dataDir, row.storageKey)));
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Customers whose old artwork one sweep deletes; the next sweep takes the rest. */
const SWEEP_CUSTOMERS = 100;

/**
 * Deletes artwork no ordered line uses that is older than UNORDERED_ARTWORK_KEEP_DAYS (rows,
 * then files) and takes it out of cart lines; answers how many files went. Every copy may run
 * it at once: each customer's files go under the cart's lock, by a delete that returns its rows,
 * and only the sweep whose delete returned a row removes that row's file.
 */
export async function sweepExpiredArtwork(
  db: Database,
  dataDir: string,
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - UNORDERED_ARTWORK_KEEP_DAYS * DAY_MS);
  let removed = 0;
  for (const customerId of await repo.ownersOfUnorderedArtwork(db, before, SWEEP_CUSTOMERS)) {
    const rows = await db.transaction(async (tx) => {
      await lockCustomerCart(tx, customerId);
      const deleted = await repo.deleteUnorderedArtwork(tx, customerId, { createdBefore: before });
      await dropArtworkFromCart(
        tx,
        customerId,
        deleted.map((row) => row.id),
      );
      return deleted;
    });
    await Promise.all(rows.map((row) => removePrivateFile(dataDir, row.storageKey)));
    removed += rows.length;
  }
  return removed;
}

// --- Who may fetch a file ----------------------------------------------------------------------

/** The artwork file `viewer` may fetch; anyone else is told there is none (404). */
export async function artworkFileFor(db: Database, artworkId: string, viewer: FileViewer) {
  const artwork = await repo.findArtwork(db, artworkId);
  if (!artwork) throw notFound('artwork_not_found');
  if (viewer.customerId && artwork.customerId === viewer.customerId) return artwork;
  if (viewer.staff?.role === 'admin') return artwork;
  if (
    viewer.staff?.role === 'seller' &&
    viewer.staff.sellerId &&
    (await repo.sellerUsesArtwork(db, artwork.id, viewer.staff.sellerId))
  ) {
    return artwork;
  }
  throw notFound('artwork_not_found');
}

/** The proof file `viewer` may fetch: the line's customer and seller, and admins. */
export async function proofFileFor(db: Database, proofId: string, viewer: FileViewer) {
  const found = await repo.findProofWithParties(db, proofId);
  if (!found) throw notFound('proof_not_found');
  const allowed =
    (viewer.customerId !== undefined && found.customerId === viewer.customerId) ||
    viewer.staff?.role === 'admin' ||
    (viewer.staff?.role === 'seller' && found.sellerId === viewer.staff.sellerId);
  if (!allowed) throw notFound('proof_not_found');
  // The trim its thumbnails are drawn with: the line's.
  return { ...found.proof, spec: found.linePrint?.spec ?? null };
}

// --- Jobs ----------------------------------------------------------------------------------------

/** A line the schedule query did not find (removed meanwhile): only its promise. */
function unscheduled(line: repo.PrintLineRow): LineSchedule {
  return {
    dueDate: null,
    promisedReadyDate: line.promisedReadyDate,
    promisedDoorDate: line.promisedDoorDate,
    startedAt: null,
    late: false,
    expectedReadyDate: null,
    redatings: [],
  };
}

/**
 * The jobs of `lines` with their files, proofs, conversation and schedule (promise, due date in
 * the seller's calendar, lateness and re-datings: calendar/service.ts).
 */
async function jobsOf(db: Database, lines: repo.PrintLineRow[], now: Date): Promise<PrintJob[]> {
  const parts = await repo.jobPartsOf(
    db,
    lines.map((l) => l.id),
  );
  const schedules = await schedulesOf(db, lines, now);
  return lines.map((line) => ({
    orderLineId: line.id,
    orderId: line.orderId,
    sellerOrderId: line.sellerOrderId,
    product: {
      _id: line.productId,
      slug: line.product.slug,
      enName: line.product.enName,
      kuName: line.product.kuName,
      arName: line.product.arName,
    },
    quantity: line.quantity,
    options: line.print?.options ?? [],
    needsArtwork: line.print?.needsArtwork ?? false,
    spec: line.print?.spec ?? null,
    ...(schedules.get(line.id) ?? unscheduled(line)),
    state: line.proofState,
    artwork: parts.artwork
      .filter((a) => a.orderLineId === line.id)
      .map((a) => jobArtworkView(a.file, line.print?.spec ?? null)),
    proofs: parts.proofs
      .filter((p) => p.orderLineId === line.id)
      .map((p) => ({
        _id: p.id,
        version: p.version,
        fileName: p.fileName,
        mimeType: p.mimeType,
        status: p.status,
        createdAt: p.createdAt.toISOString(),
        decidedAt: p.decidedAt?.toISOString() ?? null,
      })),
    messages: parts.messages
      .filter((m) => m.orderLineId === line.id)
      .map((m) => ({
        _id: m.id,
        author: m.author,
        kind: m.kind,
        body: m.body,
        proofId: m.proofId,
        artworkId: m.artworkId,
        createdAt: m.createdAt.toISOString(),
      })),
    reusedProof: line.print?.reusedProof
      ? {
          _id: line.print.reusedProof.proofId,
          version: line.print.reusedProof.version,
          fileName: line.print.reusedProof.fileName,
          orderId: line.print.reusedProof.orderId,
          decidedAt: line.print.reusedProof.decidedAt,
        }
      : null,
    approvedInDesigner: line.print?.approvedInDesigner ?? false,
  }));
}

/** GET /home/print/orders/:orderId: the jobs of the customer's own order (another's is missing). */
export async function customerJobs(
  db: Database,
  customerId: string,
  orderId: string,
  now = new Date(),
) {
  const order = await repo.findOrderOwner(db, orderId);
  if (!order || order.customerId !== customerId) throw notFound('order_not_found');
  return jobsOf(db, await repo.printLinesOf(db, { orderId }), now);
}

/** GET /seller/print/orders/:sellerOrderId: the jobs of the seller's own part. */
export async function sellerJobs(
  db: Database,
  sellerId: string,
  sellerOrderId: string,
  now = new Date(),
) {
  const part = await repo.findSellerPart(db, sellerOrderId);
  if (!part || part.sellerId !== sellerId) throw notFound('order_not_found');
  return jobsOf(db, await repo.printLinesOf(db, { sellerOrderId }), now);
}

/** GET /admin/print/orders/:orderId: every job of the order. */
export async function adminJobs(db: Database, orderId: string, now = new Date()) {
  const order = await repo.findOrderOwner(db, orderId);
  if (!order) throw notFound('order_not_found');
  return jobsOf(db, await repo.printLinesOf(db, { orderId }), now);
}

/** One job, as the answer of a change. */
export async function jobOf(db: Database, lineId: string, now = new Date()): Promise<PrintJob> {
  const line = await repo.findPrintLine(db, lineId);
  if (!line) throw notFound('print_line_not_found');
  const [job] = await jobsOf(db, [line.line], now);
  if (!job) throw notFound('print_line_not_found');
  return job;
}

// --- Changes of a job ------------------------------------------------------------------------------

/** The customer's own print line (another's, or none, is missing). */
export async function ownPrintLine(db: Database, customerId: string, lineId: string) {
  const line = await repo.findPrintLine(db, lineId);
  if (!line || line.customerId !== customerId) throw notFound('print_line_not_found');
  return line;
}

/** The seller's own print line. */
export async function sellersPrintLine(db: Database, sellerId: string, lineId: string) {
  const line = await repo.findPrintLine(db, lineId);
  if (!line || line.sellerId !== sellerId) throw notFound('print_line_not_found');
  return line;
}

/**
 * Files and proofs change only while the seller's part waits, the order stands and the job has
 * not gone to printing (the board's move locks the line, so its stage here is the latest).
 */
function ensureOpen(line: repo.PrintLineContext) {
  if (
    line.orderStatus === 'cancelled' ||
    line.partStatus !== 'pending' ||
    line.line.productionStage !== null
  ) {
    throw conflict('print_line_closed');
  }
}

const changeOf = (
  line: repo.PrintLineContext,
  state: ProofState,
  event: JobChange['event'],
  comment = '',
): JobChange => ({
  customerId: line.customerId,
  sellerId: line.sellerId,
  orderId: line.line.orderId,
  sellerOrderId: line.line.sellerOrderId,
  orderLineId: line.line.id,
  state,
  event,
  comment,
});

/**
 * Writes a proof sent or answered into the order's history (modules/audit), in the change's
 * transaction: who did it, the line, the proof and its version.
 */
async function recordProof(
  tx: Database,
  line: repo.PrintLineContext,
  change: {
    actor: AuditActor;
    action: 'proof.upload' | 'proof.approved' | 'proof.changes';
    proof: { id: string; version: number };
    now: Date;
  },
): Promise<void> {
  await insertAuditEvent(tx, {
    actor: change.actor,
    subject: 'order',
    subjectId: line.line.orderId,
    orderId: line.line.orderId,
    sellerId: line.sellerId,
    action: change.action,
    details: {
      part: line.line.sellerOrderId,
      line: line.line.id,
      proof: change.proof.id,
      version: String(change.proof.version),
    },
    at: change.now,
  });
}

/** POST /home/print/lines/:lineId/artwork: a new file for an ordered line asks for a proof again. */
export async function addLineArtwork(
  db: Database,
  dataDir: string,
  input: { customerId: string; lineId: string; file: UploadedFile; now: Date },
): Promise<JobChange> {
  const line = await ownPrintLine(db, input.customerId, input.lineId);
  ensureOpen(line);
  const checked = await checkArtwork(
    input.customerId,
    input.file.data,
    line.line.print?.spec ?? null,
  );
  return withStoredFile(dataDir, 'artwork', input.file.data, (storageKey) =>
    db.transaction(async (tx) => {
      const locked = await repo.findPrintLine(tx, input.lineId, true);
      if (!locked || locked.customerId !== input.customerId) {
        throw notFound('print_line_not_found');
      }
      ensureOpen(locked);
      if ((await repo.countLineArtwork(tx, input.lineId)) >= MAX_ARTWORK_FILES_PER_LINE) {
        throw conflict('artwork_too_many', { max: MAX_ARTWORK_FILES_PER_LINE });
      }
      const artwork = await repo.insertArtwork(
        tx,
        artworkRow(input, checked, {
          productId: locked.line.productId,
          storageKey,
          checkedFor: {
            choice: line.line.print?.choice ?? {},
            spec: line.line.print?.spec ?? null,
          },
        }),
      );
      await repo.linkArtwork(tx, input.lineId, artwork.id, input.now);
      // A changed file asks for approval again: a proof of the old file no longer counts.
      await repo.supersedePendingProofs(tx, input.lineId, input.now);
      await repo.setProofState(tx, input.lineId, 'awaiting_proof');
      await repo.insertMessage(tx, {
        orderLineId: input.lineId,
        author: 'customer',
        kind: 'artwork_added',
        artworkId: artwork.id,
        createdAt: input.now,
      });
      return changeOf(locked, 'awaiting_proof', 'artwork_added');
    }),
  );
}

/** POST /seller/print/lines/:lineId/proofs: the seller's proof, which the customer answers. */
export async function uploadProof(
  db: Database,
  dataDir: string,
  input: {
    sellerId: string;
    staffUserId: string;
    lineId: string;
    file: UploadedFile;
    comment: string;
    now: Date;
  },
): Promise<JobChange> {
  const line = await sellersPrintLine(db, input.sellerId, input.lineId);
  ensureOpen(line);
  const mimeType = printFileType(input.file.data);
  if (!mimeType) throw badRequest('artwork_not_a_print_file');
  return withStoredFile(dataDir, 'proofs', input.file.data, (storageKey) =>
    db.transaction(async (tx) => {
      const locked = await repo.findPrintLine(tx, input.lineId, true);
      if (!locked || locked.sellerId !== input.sellerId) throw notFound('print_line_not_found');
      ensureOpen(locked);
      if ((await repo.countLineArtwork(tx, input.lineId)) === 0) {
        throw conflict('proof_not_expected');
      }
      const version = (await repo.lastProofVersion(tx, input.lineId)) + 1;
      await repo.supersedePendingProofs(tx, input.lineId, input.now);
      const proof = await repo.insertProof(tx, {
        orderLineId: input.lineId,
        version,
        fileName: input.file.fileName,
        mimeType,
        bytes: input.file.data.length,
        storageKey,
        uploadedBy: input.staffUserId,
        createdAt: input.now,
      });
      await repo.setProofState(tx, input.lineId, 'awaiting_approval');
      await repo.insertMessage(tx, {
        orderLineId: input.lineId,
        author: 'seller',
        kind: 'proof_uploaded',
        body: input.comment,
        proofId: proof.id,
        createdAt: input.now,
      });
      await recordProof(tx, locked, {
        actor: { kind: 'staff', id: input.staffUserId },
        action: 'proof.upload',
        proof,
        now: input.now,
      });
      return changeOf(locked, 'awaiting_approval', 'proof_uploaded', input.comment);
    }),
  );
}

/**
 * POST /home/print/lines/:lineId/approve and /changes: the customer's answer to the newest
 * proof. The line row is locked first, so of an approval and a change request sent at once one
 * wins and the other finds the proof decided.
 */
export async function answerProof(
  db: Database,
  input: {
    customerId: string;
    lineId: string;
    proofId: string;
    decision: 'approved' | 'changes_requested';
    comment: string;
    now: Date;
  },
): Promise<JobChange> {
  return db.transaction(async (tx) => {
    const line = await repo.findPrintLine(tx, input.lineId, true);
    if (!line || line.customerId !== input.customerId) throw notFound('print_line_not_found');
    const proof = await repo.findLineProof(tx, input.lineId, input.proofId);
    if (!proof) throw notFound('proof_not_found');
    const newest = await repo.newestProof(tx, input.lineId);
    // A newer proof, or new artwork since (which set this one aside), makes it outdated.
    if (newest?.id !== proof.id || proof.status === 'superseded') throw conflict('proof_outdated');
    if (proof.status !== 'pending') throw conflict('proof_already_decided');
    ensureOpen(line);
    await repo.decideProof(tx, proof.id, input.decision, input.now);
    await repo.setProofState(tx, input.lineId, input.decision);
    await repo.insertMessage(tx, {
      orderLineId: input.lineId,
      author: 'customer',
      kind: input.decision,
      body: input.comment,
      proofId: proof.id,
      createdAt: input.now,
    });
    await recordProof(tx, line, {
      actor: { kind: 'customer', id: input.customerId },
      action: input.decision === 'approved' ? 'proof.approved' : 'proof.changes',
      proof,
      now: input.now,
    });
    return changeOf(line, input.decision, input.decision, input.comment);
  });
}
