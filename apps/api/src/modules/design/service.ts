/**
 * Designed cards (issue 40, shared/card-designs.ts): a print house's templates and their
 * backgrounds, a customer's logos and designs, and the print file made from a design. Every file
 * is read in a child process (the preflight's inspector, the card maker), never on the event loop;
 * a file is written before its row and removed again when the row is refused. A design's print
 * file becomes the customer's artwork through the same path and preflight as an upload.
 */
import type {
  CardTemplateProduct,
  CardDesignBody,
  CardDesignsPage,
  CardDesignListItem,
  CardDesignView,
  CardFileView,
  CardTemplateView,
} from '@chapkhana/shared/card-designs';
import { artworkShapesOf, logoFileIds, templateFileIds } from '@chapkhana/shared/card-designs';
import {
  CARD_DESIGNS_PER_PAGE,
  MAX_DESIGNS_PER_CUSTOMER,
  MAX_TEMPLATES_PER_SELLER,
  templateFitsSpec,
} from '@chapkhana/shared/card-rules';
import {
  cardTemplateSchema,
  cardValueIssues,
  type CardTemplate,
  type CardValueIssue,
  type CardValues,
} from '@chapkhana/shared/card-templates';
import { artworkSpecFor, PrintChoiceError, resolvePrintChoice } from '@chapkhana/shared/pricing';
import type { ArtworkView, PrintChoice } from '@chapkhana/shared/print';
import type { Database } from '../../db/client';
import { inspectIsolated, PreflightBusy } from '../../lib/file-inspector';
import { conflict, HttpError, httpError, invalidInput, notFound } from '../../lib/http-errors';
import { printFileType } from '../../lib/preflight';
import { readPrivateFile, removePrivateFile, storePrivateFile } from '../../lib/private-files';
import { findProductPrint, sellerPrintProducts, setArtworkApproval } from '../print/repository';
import { artworkView, uploadArtwork, type UploadedFile } from '../print/service';
import { makeCardIsolated } from './card-maker';
import * as repo from './repository';

// --- Files ---------------------------------------------------------------------------------------

export function cardFileView(row: repo.CardFileRow): CardFileView {
  return {
    _id: row.id,
    mimeType: row.mimeType as CardFileView['mimeType'],
    bytes: row.bytes,
    widthPx: row.widthPx,
    heightPx: row.heightPx,
  };
}

/**
 * What a card file is, read in the inspector's child: a picture's pixels, or a PDF's pages (a
 * background must have one). 415 for another kind of file, 422 for one that cannot be read.
 */
async function inspectCardFile(file: Buffer, owner: 'seller' | 'customer') {
  const type = printFileType(file);
  const pdfAllowed = owner === 'seller';
  if (!type || (type === 'application/pdf' && !pdfAllowed)) {
    throw httpError(415, pdfAllowed ? 'card_background_not_accepted' : 'card_logo_not_picture');
  }
  try {
    const inspection = await inspectIsolated(type === 'application/pdf' ? 'pdf' : 'picture', file);
    if (inspection.kind === 'pdf') {
      if (inspection.pages !== 1)
        throw httpError(422, 'card_background_pages', { pages: inspection.pages });
      return { mimeType: type, widthPx: null, heightPx: null };
    }
    return { mimeType: type, widthPx: inspection.widthPx, heightPx: inspection.heightPx };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof PreflightBusy) throw httpError(503, 'preflight_busy');
    throw httpError(422, 'card_file_unreadable');
  }
}

/** POST /seller/card-files and /home/card-files: a background of the shop's or a customer's logo. */
export async function uploadCardFile(
  db: Database,
  dataDir: string,
  input: { owner: { sellerId: string } | { customerId: string }; file: UploadedFile; now: Date },
): Promise<CardFileView> {
  const checked = await inspectCardFile(
    input.file.data,
    'sellerId' in input.owner ? 'seller' : 'customer',
  );
  const storageKey = await storePrivateFile(dataDir, 'card-files', input.file.data);
  try {
    const row = await repo.insertCardFile(db, {
      ...input.owner,
      ...checked,
      bytes: input.file.data.length,
      storageKey,
      createdAt: input.now,
    });
    return cardFileView(row);
  } catch (error) {
    await removePrivateFile(dataDir, storageKey);
    throw error;
  }
}

/** Who asks for a card file: a customer, a print house's member, an admin, or nobody signed in. */
export interface CardFileViewer {
  customerId?: string;
  sellerId?: string;
  admin?: boolean;
}

/**
 * GET /card-files/:id: a background of a published template to anyone, any file to its owner and
 * to admins; anything else is the same 404 as a file that does not exist.
 */
export async function cardFileFor(db: Database, fileId: string, viewer: CardFileViewer) {
  const file = await repo.findCardFile(db, fileId);
  if (!file) throw notFound('card_file_not_found');
  const own =
    viewer.admin === true ||
    (file.sellerId !== null && file.sellerId === viewer.sellerId) ||
    (file.customerId !== null && file.customerId === viewer.customerId);
  if (own || (file.sellerId !== null && (await repo.fileInPublishedTemplate(db, file.id)))) {
    return { ...file, published: !own };
  }
  throw notFound('card_file_not_found');
}

/** The files a card draws, read from the disk, by id. */
async function readCardFiles(dataDir: string, rows: repo.CardFileRow[]) {
  const entries = await Promise.all(
    rows.map(async (row) => [row.id, await readPrivateFile(dataDir, row.storageKey)] as const),
  );
  return Object.fromEntries(entries) as Record<string, Uint8Array>;
}

// --- Templates -----------------------------------------------------------------------------------

export function templateView(row: repo.CardTemplateRow): CardTemplateView {
  return {
    _id: row.id,
    productId: row.productId,
    name: row.name,
    template: row.template,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface TemplateInput {
  productId: string;
  name: CardTemplateView['name'];
  template: CardTemplate;
  published: boolean;
}

/**
 * A template is for one of the shop's own print products, and its backgrounds are files the
 * shop uploaded: another shop's product or file is answered as missing.
 */
async function checkTemplate(db: Database, sellerId: string, input: TemplateInput) {
  const product = await findProductPrint(db, input.productId);
  if (!product || product.sellerId !== sellerId) throw notFound('product_not_found');
  if (!product.print) throw conflict('not_a_print_product');
  const fileIds = [...new Set(templateFileIds(input.template))];
  const files = await repo.sellerCardFiles(db, sellerId, fileIds);
  if (files.length !== fileIds.length) throw notFound('card_file_not_found');
  const pdfs = new Set(files.filter((f) => f.mimeType === 'application/pdf').map((f) => f.id));
  // A side's background says whether it is a picture or a PDF; the file must be that.
  input.template.sides.forEach((side, index) => {
    const { background } = side;
    if (background.kind !== 'image' && background.kind !== 'pdf') return;
    if ((background.kind === 'pdf') !== pdfs.has(background.fileId)) {
      throw invalidInput(
        'Invalid template: a background is not the kind of file it says.',
        ['template'],
        { [`template.sides.${index}.background.kind`]: { code: 'invalid' } },
      );
    }
  });
}

/** The shop's print products that take artwork, each with the sizes and sides a template may have. */
export async function templateProducts(
  db: Database,
  sellerId: string,
): Promise<CardTemplateProduct[]> {
  return (await sellerPrintProducts(db, sellerId)).flatMap(({ id, print, ...names }) => {
    const shapes = print ? artworkShapesOf(print) : null;
    return shapes ? [{ _id: id, ...names, ...shapes }] : [];
  });
}

export async function sellerTemplates(db: Database, sellerId: string) {
  return (await repo.sellerTemplates(db, sellerId)).map(templateView);
}

export async function sellerTemplate(db: Database, sellerId: string, templateId: string) {
  const row = await repo.findSellerTemplate(db, sellerId, templateId);
  if (!row) throw notFound('card_template_not_found');
  return templateView(row);
}

export async function createTemplate(
  db: Database,
  sellerId: string,
  input: TemplateInput,
  now: Date,
): Promise<CardTemplateView> {
  await checkTemplate(db, sellerId, input);
  if ((await repo.countSellerTemplates(db, sellerId)) >= MAX_TEMPLATES_PER_SELLER) {
    throw conflict('too_many_card_templates', { maximum: MAX_TEMPLATES_PER_SELLER });
  }
  const row = await repo.insertTemplate(db, {
    sellerId,
    ...input,
    createdAt: now,
    updatedAt: now,
  });
  return templateView(row);
}

/**
 * PUT: the whole template, over the version it was edited from (`editedFrom`, its `updatedAt` when
 * read): one saved by someone else since (another tab, a colleague) is not overwritten.
 */
export async function updateTemplate(
  db: Database,
  sellerId: string,
  templateId: string,
  { editedFrom, ...input }: TemplateInput & { editedFrom: string },
  now: Date,
): Promise<CardTemplateView> {
  const current = await repo.findSellerTemplate(db, sellerId, templateId);
  if (!current) throw notFound('card_template_not_found');
  const from = new Date(editedFrom);
  if (current.updatedAt.getTime() !== from.getTime()) throw conflict('card_template_changed');
  await checkTemplate(db, sellerId, input);
  // Still that version as it is written (a save between the read and this one changed it).
  const row = await repo.updateTemplate(db, sellerId, templateId, from, {
    ...input,
    updatedAt: now,
  });
  if (row) return templateView(row);
  throw (await repo.findSellerTemplate(db, sellerId, templateId))
    ? conflict('card_template_changed')
    : notFound('card_template_not_found');
}

/** DELETE: the template goes; designs made from it keep their copy of it. */
export async function removeTemplate(db: Database, sellerId: string, templateId: string) {
  if (!(await repo.deleteTemplate(db, sellerId, templateId))) {
    throw notFound('card_template_not_found');
  }
}

export async function productTemplates(db: Database, productId: string) {
  return (await repo.productTemplates(db, productId)).map(templateView);
}

// --- Designs -------------------------------------------------------------------------------------

export function designView(row: repo.CardDesignRow): CardDesignView {
  return {
    _id: row.id,
    templateId: row.templateId,
    productId: row.productId,
    name: row.name,
    template: row.template,
    values: row.values,
    artworkId: row.artworkId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A 400 naming each refused value at `values.<key>`, in the shape every field error has. */
function valuesRefused(issues: CardValueIssue[]): HttpError {
  const fieldErrors = Object.fromEntries(
    issues.map((issue) => [`values.${issue.key}`, issue.error]),
  );
  return invalidInput(
    `Invalid card: ${issues.map((issue) => issue.key).join(', ')}.`,
    ['values'],
    fieldErrors,
  );
}

/** The values fit the template, and the logos they name are the customer's own uploads. */
async function checkValues(
  db: Database,
  customerId: string,
  template: CardTemplate,
  values: CardValues,
) {
  const issues = cardValueIssues(template, values);
  if (issues.length > 0) throw valuesRefused(issues);
  const logos = [...new Set(logoFileIds(template, values))];
  const own = await repo.customerCardFiles(db, customerId, logos);
  if (own.length !== logos.length) throw notFound('card_file_not_found');
  return own;
}

export async function customerDesigns(
  db: Database,
  customerId: string,
  page: number,
): Promise<CardDesignsPage> {
  const perPage = CARD_DESIGNS_PER_PAGE;
  const [rows, total] = await Promise.all([
    repo.customerDesigns(db, customerId, { limit: perPage, offset: (page - 1) * perPage }),
    repo.countCustomerDesigns(db, customerId),
  ]);
  const designs: CardDesignListItem[] = rows.map((row) => ({
    ...designView(row.design),
    product: row.product,
  }));
  return { designs, total, page, perPage };
}

export async function customerDesign(db: Database, customerId: string, designId: string) {
  const row = await repo.findCustomerDesign(db, customerId, designId);
  if (!row) throw notFound('card_design_not_found');
  return designView(row);
}

/** POST /home/card-designs: a new design from a published template, as it is now. */
export async function createDesign(
  db: Database,
  customerId: string,
  input: CardDesignBody,
  now: Date,
): Promise<CardDesignView> {
  const template = await repo.findPublishedTemplate(db, input.templateId);
  if (!template) throw notFound('card_template_not_found');
  // Kept as it was parsed when saved: defaults filled, the same shape whatever the version.
  const snapshot = cardTemplateSchema.parse(template.template);
  await checkValues(db, customerId, snapshot, input.values);
  if ((await repo.countCustomerDesigns(db, customerId)) >= MAX_DESIGNS_PER_CUSTOMER) {
    throw conflict('too_many_card_designs', { maximum: MAX_DESIGNS_PER_CUSTOMER });
  }
  const row = await repo.insertDesign(db, {
    customerId,
    templateId: template.id,
    productId: template.productId,
    name: template.name,
    template: snapshot,
    values: input.values,
    createdAt: now,
    updatedAt: now,
  });
  return designView(row);
}

/** PUT /home/card-designs/:id: new values for the design's own copy of its template. */
export async function updateDesign(
  db: Database,
  customerId: string,
  designId: string,
  values: CardValues,
  now: Date,
): Promise<CardDesignView> {
  const design = await repo.findCustomerDesign(db, customerId, designId);
  if (!design) throw notFound('card_design_not_found');
  await checkValues(db, customerId, design.template, values);
  const row = await repo.updateDesign(db, customerId, designId, { values, updatedAt: now });
  if (!row) throw notFound('card_design_not_found');
  return designView(row);
}

export async function removeDesign(db: Database, customerId: string, designId: string) {
  if (!(await repo.deleteDesign(db, customerId, designId))) {
    throw notFound('card_design_not_found');
  }
}

const sizeText = (widthMm: number, heightMm: number) => `${widthMm} × ${heightMm} mm`;

/**
 * POST /home/card-designs/:id/artwork: the design's print file for the chosen options, made in
 * the card maker's child, then checked and kept as the customer's artwork (uploadArtwork: the
 * preflight, the quota, one check at a time per customer). The chosen size and sides must be
 * the template's.
 */
export async function makeDesignArtwork(
  db: Database,
  dataDir: string,
  input: { customerId: string; designId: string; choice: PrintChoice; now: Date },
): Promise<ArtworkView> {
  const design = await repo.findCustomerDesign(db, input.customerId, input.designId);
  if (!design) throw notFound('card_design_not_found');
  const product = design.productId ? await findProductPrint(db, design.productId) : undefined;
  if (!product) throw notFound('product_not_found');
  if (!product.print) throw conflict('not_a_print_product');
  try {
    resolvePrintChoice(product.print, input.choice);
  } catch (error) {
    if (error instanceof PrintChoiceError) throw new HttpError(400, error.code, error.params);
    throw error;
  }
  const { template } = design;
  const spec = artworkSpecFor(product.print, input.choice);
  if (spec) {
    if (!templateFitsSpec(template, spec)) {
      const sides = (count: number) => (count === 2 ? ', 2 sides' : ', 1 side');
      throw conflict('card_template_size_mismatch', {
        template:
          sizeText(template.trim.widthMm, template.trim.heightMm) + sides(template.sides.length),
        chosen: sizeText(spec.trim.widthMm, spec.trim.heightMm) + sides(spec.sides),
      });
    }
  }
  const logos = await checkValues(db, input.customerId, template, design.values);
  const backgrounds = await repo.findCardFilesById(db, templateFileIds(template));
  const files = await readCardFiles(dataDir, [...backgrounds, ...logos]);
  let made;
  try {
    made = await makeCardIsolated({ template, values: design.values, files });
  } catch (error) {
    if (error instanceof PreflightBusy) throw httpError(503, 'preflight_busy');
    throw httpError(422, 'card_file_unreadable');
  }
  if (!made.ok) throw valuesRefused(made.issues);
  const artwork = await uploadArtwork(db, dataDir, {
    customerId: input.customerId,
    productId: product.id,
    choice: input.choice,
    file: { data: Buffer.from(made.document), fileName: 'card.pdf' },
    now: input.now,
    madeInDesigner: true,
  });
  await repo.updateDesign(db, input.customerId, design.id, { artworkId: artwork._id });
  return artwork;
}

/**
 * PUT /home/card-designs/:id/approval: the customer approves the design's newest print file (the
 * one pdf.js drew for them) to be printed as it is, or takes that back. Only while no order uses
 * the file: an ordered line started from the approval it had.
 */
export async function setDesignApproval(
  db: Database,
  input: { customerId: string; designId: string; artworkId: string; approved: boolean; now: Date },
): Promise<ArtworkView> {
  const design = await repo.findCustomerDesign(db, input.customerId, input.designId);
  if (!design) throw notFound('card_design_not_found');
  if (design.artworkId !== input.artworkId) throw conflict('card_file_outdated');
  const row = await setArtworkApproval(
    db,
    input.customerId,
    input.artworkId,
    input.approved ? input.now : null,
  );
  // The design's file is the customer's: it is missing here only because an order uses it.
  if (!row) throw conflict('card_file_ordered');
  return artworkView(row);
}
