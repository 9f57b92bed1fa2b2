/**
 * Print jobs (DESIGN §13): a customer's artwork before and after ordering, the seller's proofs
 * and the customer's answer to them. Files are checked (preflight) and written before any row,
 * and removed again when the rows are refused; each change of a job locks its line row, so two
 * answers to one proof sent at once give exactly one winner.
 */
import { artworkSpecFor, PrintChoiceError, resolvePrintChoice } from '@chapkhana/shared/pricing';
import type { ArtworkView, PrintChoice, PrintJob, ProofState } from '@chapkhana/shared/print';
import { MAX_ARTWORK_FILES_PER_LINE } from '@chapkhana/shared/print-rules';
import type { Database } from '../../db/client';
import { artworkRefused, badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import { preflightArtwork, printFileType, type ArtworkExpectation } from '../../lib/preflight';
import { removePrivateFile, storePrivateFile } from '../../lib/private-files';
import * as repo from './repository';

/** Who is asking for a private file. */
export interface Viewer {
  customerId?: string;
  staff?: { role: 'admin' | 'seller'; sellerId: string | null };
}

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

export function artworkView(row: repo.ArtworkRow): ArtworkView {
  return {
    _id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    bytes: row.bytes,
    pages: row.pages,
    findings: row.findings,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Preflights `file` against `expect`; a refusal is a 422 with the findings, nothing stored. */
async function checkArtwork(file: Buffer, expect: ArtworkExpectation | null) {
  const result = await preflightArtwork(file, expect);
  if (result.refused || !result.mimeType) throw artworkRefused(result.findings);
  return { ...result, mimeType: result.mimeType };
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
  const checked = await checkArtwork(input.file.data, artworkSpecFor(product.print, input.choice));
  // What the verdict is for, kept with it: a line expecting other artwork does not take the file.
  const checkedFor = { choice: input.choice, spec: artworkSpecFor(product.print, input.choice) };
  const row = await withStoredFile(dataDir, 'artwork', input.file.data, (storageKey) =>
    repo.insertArtwork(db, {
      customerId: input.customerId,
      productId: product.id,
      fileName: input.file.fileName,
      mimeType: checked.mimeType,
      bytes: input.file.data.length,
      pages: checked.pages,
      storageKey,
      findings: checked.findings,
      checkedFor,
      createdAt: input.now,
    }),
  );
  return artworkView(row);
}

// --- Who may fetch a file ----------------------------------------------------------------------

/** The artwork file `viewer` may fetch; anyone else is told there is none (404). */
export async function artworkFileFor(db: Database, artworkId: string, viewer: Viewer) {
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
export async function proofFileFor(db: Database, proofId: string, viewer: Viewer) {
  const found = await repo.findProofWithParties(db, proofId);
  if (!found) throw notFound('proof_not_found');
  const allowed =
    (viewer.customerId !== undefined && found.customerId === viewer.customerId) ||
    viewer.staff?.role === 'admin' ||
    (viewer.staff?.role === 'seller' && found.sellerId === viewer.staff.sellerId);
  if (!allowed) throw notFound('proof_not_found');
  return found.proof;
}

// --- Jobs ----------------------------------------------------------------------------------------

async function jobsOf(db: Database, lines: repo.PrintLineRow[]): Promise<PrintJob[]> {
  const parts = await repo.jobPartsOf(
    db,
    lines.map((l) => l.id),
  );
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
    state: line.proofState,
    artwork: parts.artwork.filter((a) => a.orderLineId === line.id).map((a) => artworkView(a.file)),
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
  }));
}

/** GET /home/print/orders/:orderId: the jobs of the customer's own order (another's is missing). */
export async function customerJobs(db: Database, customerId: string, orderId: string) {
  const order = await repo.findOrderOwner(db, orderId);
  if (!order || order.customerId !== customerId) throw notFound('order_not_found');
  return jobsOf(db, await repo.printLinesOf(db, { orderId }));
}

/** GET /seller/print/orders/:sellerOrderId: the jobs of the seller's own part. */
export async function sellerJobs(db: Database, sellerId: string, sellerOrderId: string) {
  const part = await repo.findSellerPart(db, sellerOrderId);
  if (!part || part.sellerId !== sellerId) throw notFound('order_not_found');
  return jobsOf(db, await repo.printLinesOf(db, { sellerOrderId }));
}

/** GET /admin/print/orders/:orderId: every job of the order. */
export async function adminJobs(db: Database, orderId: string) {
  const order = await repo.findOrderOwner(db, orderId);
  if (!order) throw notFound('order_not_found');
  return jobsOf(db, await repo.printLinesOf(db, { orderId }));
}

/** One job, as the answer of a change. */
export async function jobOf(db: Database, lineId: string): Promise<PrintJob> {
  const line = await repo.findPrintLine(db, lineId);
  if (!line) throw notFound('print_line_not_found');
  const [job] = await jobsOf(db, [line.line]);
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

/** Files and proofs change only while the seller's part waits and the order stands. */
function ensureOpen(line: repo.PrintLineContext) {
  if (line.orderStatus === 'cancelled' || line.partStatus !== 'pending') {
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

/** POST /home/print/lines/:lineId/artwork: a new file for an ordered line asks for a proof again. */
export async function addLineArtwork(
  db: Database,
  dataDir: string,
  input: { customerId: string; lineId: string; file: UploadedFile; now: Date },
): Promise<JobChange> {
  const line = await ownPrintLine(db, input.customerId, input.lineId);
  ensureOpen(line);
  const checked = await checkArtwork(input.file.data, line.line.print?.spec ?? null);
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
      const artwork = await repo.insertArtwork(tx, {
        customerId: input.customerId,
        productId: locked.line.productId,
        fileName: input.file.fileName,
        mimeType: checked.mimeType,
        bytes: input.file.data.length,
        pages: checked.pages,
        storageKey,
        findings: checked.findings,
        checkedFor: {
          choice: line.line.print?.choice ?? {},
          spec: line.line.print?.spec ?? null,
        },
        createdAt: input.now,
      });
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
    return changeOf(line, input.decision, input.decision, input.comment);
  });
}
