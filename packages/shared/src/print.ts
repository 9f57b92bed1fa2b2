/**
 * Print jobs (docs/design.md §13): a product's print options and quantity tiers as its seller sets them,
 * what a customer chooses, the artwork and proofs of an ordered line, and the wire shapes of the
 * print routes. The price of a configured line is computed in `pricing.ts` (`printLinePrice`).
 */
import { z } from './zod';
import { MAX_DESIGNED_FILES_PER_LINE, MAX_PRINT_QUANTITY, PRINT_PRICE_PLACES } from './print-rules';
import {
  decimalTextSchema,
  idSchema,
  namesViewSchema,
  someNamesShape,
  hasOneName,
  oneNameRequired,
} from './fields';
import { fieldErrorMessage } from './field-errors';
import { lineScheduleShape } from './working-days';

// --- What a seller sets on a product ------------------------------------------------------------

/** How an option value changes the price: added to each unit (USD), a factor on the unit price, or added once per job (USD). */
export const PRINT_EFFECT_KINDS = ['per_unit', 'multiply', 'per_job'] as const;
export type PrintEffectKind = (typeof PRINT_EFFECT_KINDS)[number];

/** The kinds of option group the shop knows; `other` for anything else. `size` may set the trim, `sides` the page count. */
export const PRINT_GROUP_KINDS = [
  'size',
  'paper',
  'finish',
  'sides',
  'turnaround',
  'other',
] as const;
export type PrintGroupKind = (typeof PRINT_GROUP_KINDS)[number];

export const MAX_PRINT_GROUPS = 8;
export const MAX_PRINT_VALUES = 20;
export const MAX_PRINT_TIERS = 12;
/** Preflight thresholds for raster images at print size, for small formats (cards, flyers, A3). */
export const ARTWORK_DPI_WARN = 300;
export const ARTWORK_DPI_REFUSE = 150;
/** The resolutions a seller may set for a product's artwork. */
export const MIN_ARTWORK_DPI = 20;
export const MAX_ARTWORK_DPI = 1200;

/** A short stable key for an option group or value (kept on carts and orders). */
export const printKeySchema = z
  .string({ error: fieldErrorMessage('required') })
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: fieldErrorMessage('invalid_print_key') });

const effectAmount = decimalTextSchema({ places: PRINT_PRICE_PLACES, max: 1_000_000 });

export const printEffectSchema = z.object({
  kind: z.enum(PRINT_EFFECT_KINDS, {
    error: fieldErrorMessage('invalid_choice', {
      choices: `one of ${PRINT_EFFECT_KINDS.join(', ')}`,
    }),
  }),
  /** USD for `per_unit` and `per_job`; a factor for `multiply` (e.g. "1.25"). */
  amount: effectAmount,
});
export type PrintEffect = z.infer<typeof printEffectSchema>;

const millimetres = z
  .number({ error: fieldErrorMessage('not_number') })
  .positive({ error: fieldErrorMessage('not_positive') })
  .max(5000, { error: fieldErrorMessage('too_big', { maximum: 5000 }) });

/** Working days a job takes once it may start (0: the same day). */
export const MAX_WORKING_DAYS = 90;
const workingDaysSchema = z
  .number({ error: fieldErrorMessage('not_number') })
  .int({ error: fieldErrorMessage('not_whole') })
  .min(0, { error: fieldErrorMessage('negative') })
  .max(MAX_WORKING_DAYS, { error: fieldErrorMessage('too_big', { maximum: MAX_WORKING_DAYS }) });

export const trimSizeSchema = z.object({ widthMm: millimetres, heightMm: millimetres });
export type TrimSize = z.infer<typeof trimSizeSchema>;

export const printOptionValueSchema = z
  .object({
    id: printKeySchema,
    ...someNamesShape,
    effect: printEffectSchema,
    /** A size value sets the artwork's trim size. */
    trim: trimSizeSchema.optional(),
    /** A sides value sets how many pages the artwork has (1 or 2). */
    sides: z.union([z.literal(1), z.literal(2)]).optional(),
    /** A turnaround value's working days from the approved proof to ready (the job's due date). */
    workingDays: workingDaysSchema.optional(),
  })
  .refine(hasOneName, oneNameRequired);
export type PrintOptionValue = z.infer<typeof printOptionValueSchema>;

export const printOptionGroupSchema = z
  .object({
    id: printKeySchema,
    kind: z.enum(PRINT_GROUP_KINDS),
    ...someNamesShape,
    values: z
      .array(printOptionValueSchema)
      .min(1, { error: fieldErrorMessage('one_value') })
      .max(MAX_PRINT_VALUES, {
        error: fieldErrorMessage('too_many', { maximum: MAX_PRINT_VALUES, items: 'values' }),
      }),
  })
  .refine(hasOneName, oneNameRequired)
  .refine((group) => new Set(group.values.map((v) => v.id)).size === group.values.length, {
    error: fieldErrorMessage('repeated_ids', { items: 'value' }),
    path: ['values'],
  });
export type PrintOptionGroup = z.infer<typeof printOptionGroupSchema>;

export const printTierSchema = z.object({
  /** The band starts at this quantity; the first tier's is the product's minimum order. */
  minQuantity: z
    .number({ error: fieldErrorMessage('not_number') })
    .int({ error: fieldErrorMessage('not_whole') })
    .min(1, { error: fieldErrorMessage('too_small', { minimum: 1 }) })
    .max(MAX_PRINT_QUANTITY, {
      error: fieldErrorMessage('too_big', { maximum: MAX_PRINT_QUANTITY }),
    }),
  /** USD per unit in this band, before options and discount. */
  unitPrice: decimalTextSchema({
    places: PRINT_PRICE_PLACES,
    max: 1_000_000,
    minExclusive: true,
  }),
});
export type PrintTier = z.infer<typeof printTierSchema>;

const dpiSchema = z
  .number({ error: fieldErrorMessage('not_number') })
  .int({ error: fieldErrorMessage('not_whole') })
  .min(MIN_ARTWORK_DPI, { error: fieldErrorMessage('too_small', { minimum: MIN_ARTWORK_DPI }) })
  .max(MAX_ARTWORK_DPI, { error: fieldErrorMessage('too_big', { maximum: MAX_ARTWORK_DPI }) });

export const artworkSpecSchema = z.object({
  /** A line of this product cannot be ordered without at least one artwork file. */
  required: z.boolean(),
  /** Trim size when no size option sets it. */
  trim: trimSizeSchema,
  bleedMm: z
    .number({ error: fieldErrorMessage('not_number') })
    .min(0, { error: fieldErrorMessage('negative') })
    .max(50, { error: fieldErrorMessage('too_big', { maximum: 50 }) }),
  /** Pages when no sides option sets it. */
  sides: z.union([z.literal(1), z.literal(2)]),
  /** Pictures below this resolution at print size are refused (unset: `artworkDpiFor`'s default by size). */
  minDpi: dpiSchema.optional(),
  /** Pictures below this resolution are accepted with a warning (unset: the default by size). */
  warnDpi: dpiSchema.optional(),
});
export type ArtworkSpec = z.infer<typeof artworkSpecSchema>;

/** A product's print set-up (null on products that are not printed to order). */
export const productPrintSchema = z
  .object({
    options: z.array(printOptionGroupSchema).max(MAX_PRINT_GROUPS, {
      error: fieldErrorMessage('too_many', { maximum: MAX_PRINT_GROUPS, items: 'groups' }),
    }),
    tiers: z.array(printTierSchema).max(MAX_PRINT_TIERS, {
      error: fieldErrorMessage('too_many', { maximum: MAX_PRINT_TIERS, items: 'tiers' }),
    }),
    artwork: artworkSpecSchema.nullable(),
  })
  .refine((p) => new Set(p.options.map((g) => g.id)).size === p.options.length, {
    error: fieldErrorMessage('repeated_ids', { items: 'group' }),
    path: ['options'],
  })
  .refine(
    (p) => p.tiers.every((t, i) => i === 0 || t.minQuantity > (p.tiers[i - 1]?.minQuantity ?? 0)),
    {
      error: fieldErrorMessage('tiers_order'),
      path: ['tiers'],
    },
  );
export type ProductPrint = z.infer<typeof productPrintSchema>;

/**
 * A product's print set-up as the API sends it back (already validated when it was stored):
 * the same shape as `ProductPrint` without the input schema's transforms, which a response
 * serializer cannot run backwards.
 */
export const productPrintViewSchema = z.object({
  options: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(PRINT_GROUP_KINDS),
      ...namesViewSchema.shape,
      values: z.array(
        z.object({
          id: z.string(),
          ...namesViewSchema.shape,
          effect: z.object({ kind: z.enum(PRINT_EFFECT_KINDS), amount: z.string() }),
          trim: trimSizeSchema.optional(),
          sides: z.union([z.literal(1), z.literal(2)]).optional(),
          workingDays: z.number().int().optional(),
        }),
      ),
    }),
  ),
  tiers: z.array(z.object({ minQuantity: z.number().int(), unitPrice: z.string() })),
  artwork: artworkSpecSchema.nullable(),
});
export type ProductPrintView = z.infer<typeof productPrintViewSchema>;

// --- What a customer chooses ---------------------------------------------------------------------

/** The chosen value per option group: `{ [groupId]: valueId }`; every group needs a value. */
export const printChoiceSchema = z.record(printKeySchema, printKeySchema);
export type PrintChoice = z.infer<typeof printChoiceSchema>;

/** A print line's request: options, pieces and the artwork already uploaded for it. */
export const printLineInputSchema = z.object({
  options: printChoiceSchema,
  quantity: z
    .number({ error: fieldErrorMessage('not_number') })
    .int({ error: fieldErrorMessage('not_whole') })
    .min(1, { error: fieldErrorMessage('too_small', { minimum: 1 }) })
    .max(MAX_PRINT_QUANTITY, {
      error: fieldErrorMessage('too_big', { maximum: MAX_PRINT_QUANTITY }),
    }),
  /**
   * Up to four uploaded files (MAX_ARTWORK_FILES_PER_LINE), or up to MAX_DESIGNED_FILES_PER_LINE in all
   * when the others were made in the card designer (several people's cards; checked by the API).
   */
  artworkIds: z
    .array(idSchema)
    .max(MAX_DESIGNED_FILES_PER_LINE, {
      error: fieldErrorMessage('too_many', {
        maximum: MAX_DESIGNED_FILES_PER_LINE,
        items: 'files',
      }),
    })
    .default([]),
});
export type PrintLineInput = z.input<typeof printLineInputSchema>;

/**
 * POST /api/home/print/cart: puts a configured print line into the signed-in customer's cart
 * (one line per product: a second add replaces its options, pieces and files). Answers the cart.
 */
export const addPrintLineBodySchema = printLineInputSchema.extend({
  productId: idSchema,
  /**
   * The cart line this replaces (the cart's Edit); without it the choice is a new line, or adds
   * its pieces to a line of the same options without files (files make every line its own).
   */
  lineId: idSchema.optional(),
});
export type AddPrintLineBody = z.input<typeof addPrintLineBodySchema>;

/** One chosen option as carts and orders show it: both ids and both sets of names. */
export const chosenOptionSchema = z.object({
  groupId: z.string(),
  group: namesViewSchema,
  valueId: z.string(),
  value: namesViewSchema,
  effect: z.object({ kind: z.enum(PRINT_EFFECT_KINDS), amount: z.string() }),
});
export type ChosenOption = z.infer<typeof chosenOptionSchema>;

// --- Artwork and its preflight -------------------------------------------------------------------

/**
 * One preflight finding: a code the clients translate (`preflight.<code>`) with its figures.
 * `error` refuses the file; `warning` keeps it and tells the customer what to do; `info` notes.
 */
export const PREFLIGHT_CODES = [
  'not_a_print_file',
  'file_too_large',
  'file_unreadable',
  'file_too_complex',
  'pdf_active_content',
  'page_size_wrong',
  'page_size_wrong_all',
  'pages_size_wrong',
  'page_size_ok',
  'page_count_wrong',
  'picture_back_missing',
  'resolution_too_low',
  'resolution_low',
  'resolution_ok',
  'colour_rgb',
  'colour_rgb_profiled',
  'colour_cmyk',
  'no_bleed',
] as const;
export type PreflightCode = (typeof PREFLIGHT_CODES)[number];

export const preflightFindingSchema = z.object({
  code: z.enum(PREFLIGHT_CODES),
  severity: z.enum(['error', 'warning', 'info']),
  /** Figures for the sentence, e.g. `{ widthMm: 90, heightMm: 50, expectedWidthMm: 91, … }`. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});
export type PreflightFinding = z.infer<typeof preflightFindingSchema>;

/** What a file is checked against: the trim of the chosen size, its bleed and printed sides. */
export interface ArtworkExpectation {
  trim: TrimSize;
  bleedMm: number;
  sides: 1 | 2;
  /** The seller's resolutions for the product, when set (otherwise `artworkDpiFor`'s defaults). */
  minDpi?: number;
  warnDpi?: number;
}

/**
 * The resolutions a file is held to: the seller's for the product, or by the size printed, as
 * print houses work (a roll-up seen from two metres needs far fewer dots than a card in the
 * hand): up to A3 (long side ≤ 450 mm) refused below 150 dpi and warned below 300; up to a metre
 * 100 and 150; larger (roll-ups, banners) 60 and 100. A warning level below the minimum is
 * raised to it.
 */
export function artworkDpiFor(spec: Pick<ArtworkExpectation, 'trim' | 'minDpi' | 'warnDpi'>): {
  minDpi: number;
  warnDpi: number;
} {
  const longSide = Math.max(spec.trim.widthMm, spec.trim.heightMm);
  const byCase =
    longSide <= 450
      ? { minDpi: ARTWORK_DPI_REFUSE, warnDpi: ARTWORK_DPI_WARN }
      : longSide <= 1000
        ? { minDpi: 100, warnDpi: 150 }
        : { minDpi: 60, warnDpi: 100 };
  const minDpi = spec.minDpi ?? byCase.minDpi;
  return { minDpi, warnDpi: Math.max(minDpi, spec.warnDpi ?? byCase.warnDpi) };
}

/**
 * What an artwork file's preflight verdict was made for: the choice it was checked with and the
 * artwork that choice expected (`artworkSpecFor`; null when the product expects none, so no size
 * was measured). The verdict holds for another line only if that line expects the same artwork.
 */
export interface ArtworkCheck {
  choice: PrintChoice;
  spec: ArtworkExpectation | null;
}

export const artworkViewSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  bytes: z.number().int(),
  pages: z.number().int(),
  findings: z.array(preflightFindingSchema),
  /**
   * The artwork the verdict was made for (null: not known, a file kept from before the check was
   * recorded): a choice expecting other artwork cannot take the file (`checkedForSpec`).
   */
  checkedFor: z
    .object({
      spec: z
        .object({
          trim: trimSizeSchema,
          bleedMm: z.number(),
          sides: z.union([z.literal(1), z.literal(2)]),
        })
        .nullable(),
    })
    .nullable(),
  /**
   * When the customer approved this very file to be printed as it is (a print file made in the
   * card designer and checked there); null for every other file. A line whose files are all
   * approved starts approved, with no proof from the print house.
   */
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ArtworkView = z.infer<typeof artworkViewSchema>;

// --- Proofs and the conversation on an ordered line ---------------------------------------------

/**
 * Where an ordered print line stands: waiting for the customer's artwork, for the seller's
 * proof, for the customer's answer; changes asked; approved (the part may go into production).
 */
export const PROOF_STATES = [
  'not_needed',
  'awaiting_artwork',
  'awaiting_proof',
  'awaiting_approval',
  'changes_requested',
  'approved',
] as const;
export type ProofState = (typeof PROOF_STATES)[number];

export const proofViewSchema = z.object({
  _id: z.string(),
  version: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  status: z.enum(['pending', 'approved', 'changes_requested', 'superseded']),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ProofView = z.infer<typeof proofViewSchema>;

export const PRINT_MESSAGE_KINDS = [
  'artwork_added',
  'proof_uploaded',
  'approved',
  'changes_requested',
  'comment',
] as const;

export const printMessageSchema = z.object({
  _id: z.string(),
  author: z.enum(['customer', 'seller', 'admin']),
  kind: z.enum(PRINT_MESSAGE_KINDS),
  body: z.string(),
  proofId: z.string().nullable(),
  artworkId: z.string().nullable(),
  createdAt: z.string(),
});
export type PrintMessage = z.infer<typeof printMessageSchema>;

/** What an ordered line's artwork must be: trim, bleed (mm) and printed sides. */
export const artworkExpectationSchema = z.object({
  trim: trimSizeSchema,
  bleedMm: z.number(),
  sides: z.union([z.literal(1), z.literal(2)]),
});

/** One ordered print line with everything its three audiences see. */
/**
 * The approved proof an identical earlier job had, taken for this one when the customer
 * reordered it without asking for a new proof (issue 35): its version and file, and the order
 * it was approved on. The job starts approved; its file is fetched as that proof's.
 */
export const reusedProofSchema = z.object({
  _id: z.string(),
  version: z.number().int(),
  fileName: z.string(),
  orderId: z.string(),
  decidedAt: z.string().nullable(),
});
export type ReusedProof = z.infer<typeof reusedProofSchema>;

export const printJobSchema = z.object({
  orderLineId: z.string(),
  orderId: z.string(),
  sellerOrderId: z.string(),
  product: z.object({ _id: z.string().nullable(), slug: z.string(), ...namesViewSchema.shape }),
  quantity: z.number().int(),
  options: z.array(chosenOptionSchema),
  needsArtwork: z.boolean(),
  /** What the artwork was checked against (null when the product expects none). */
  spec: artworkExpectationSchema.nullable(),
  /**
   * The day the job is due (`YYYY-MM-DD`, Iraq time): the chosen turnaround's working days in
   * the seller's calendar (working week, holidays of its region, its cut-off) from the day its
   * clock started (`startedAt`: the last proof approved, or the order when no proof is needed,
   * and the deposit paid); null while it waits or when no turnaround says how long it takes.
   */
  dueDate: z.string().nullable(),
  /** The promise kept from placement, the start, lateness and re-datings (working-days.ts). */
  ...lineScheduleShape,
  state: z.enum(PROOF_STATES),
  artwork: z.array(artworkViewSchema),
  proofs: z.array(proofViewSchema),
  messages: z.array(printMessageSchema),
  /** The approved proof of an earlier identical job this one reuses; null when it has its own. */
  reusedProof: reusedProofSchema.nullable(),
  /**
   * The customer approved every file of the line in the card designer, each a print file they
   * checked as it will be printed (`artwork[].approvedAt`): the job started approved, no proof.
   */
  approvedInDesigner: z.boolean(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

/**
 * POST /home/print/lines/:lineId/reorder: `reuse` takes the line's approved proof for the new
 * job (same product, choice and files; no new proof, production starts once ordered), `new`
 * (the default) asks the seller for a new proof. Reuse of a line without an approved proof, or
 * whose files are no longer the customer's, is 409 `proof_reuse_unavailable`.
 */
export const reorderBodySchema = z
  .object({ proof: z.enum(['reuse', 'new']).default('new') })
  .nullish();
export type ReorderBody = z.infer<typeof reorderBodySchema>;
export const printJobsResponseSchema = z.object({ jobs: z.array(printJobSchema) });
export const printJobResponseSchema = z.object({ job: printJobSchema });

export const proofDecisionBodySchema = z.object({
  /** The proof the customer looked at: deciding on an older one answers 409 `proof_outdated`. */
  proofId: idSchema,
});
/**
 * POST …/approve: the proof, and the customer's word that they checked its spelling, numbers and
 * colours (what a printed run cannot take back); without it, 400 `proof_not_checked`.
 */
export const proofApprovalBodySchema = proofDecisionBodySchema.extend({
  checked: z.literal(true, { error: fieldErrorMessage('proof_not_checked') }),
});
export type ProofApprovalBody = z.infer<typeof proofApprovalBodySchema>;
export const proofChangesBodySchema = z.object({
  proofId: idSchema,
  comment: z
    .string({ error: fieldErrorMessage('required') })
    .trim()
    .min(1, { error: fieldErrorMessage('required') })
    .max(2000, { error: fieldErrorMessage('too_long', { maximum: 2000 }) }),
});

// --- Print lines as carts and orders show them ---------------------------------------------------

/** A cart line's print part (absent on other lines). */
export const cartLinePrintSchema = z.object({
  choice: z.record(z.string(), z.string()),
  /** The chosen turnaround's working days (null: none says), for the cart's "ready by" (issue 39). */
  workingDays: z.number().int().nullish(),
  options: z.array(chosenOptionSchema),
  /** The band the quantity falls in (null without tiers). */
  tierMinQuantity: z.number().int().nullable(),
  /** IQD once per job, exact, included in the line total. */
  jobFee: z.string(),
  needsArtwork: z.boolean(),
  artwork: z.array(artworkViewSchema),
  /** The approved proof this line takes from the job it reorders (null: it asks for a proof). */
  reusesProof: z.object({ _id: z.string(), version: z.number().int() }).nullable(),
});
export type CartLinePrintView = z.infer<typeof cartLinePrintSchema>;

/** An ordered line's print part (null on other lines). */
export const orderLinePrintSchema = z.object({
  orderLineId: z.string(),
  options: z.array(chosenOptionSchema),
  tierMinQuantity: z.number().int().nullable(),
  jobFee: z.string(),
  needsArtwork: z.boolean(),
  state: z.enum(PROOF_STATES),
  /** The ready and door days promised at placement (null: no turnaround, or placed before issue 39). */
  promisedReadyDate: z.string().nullish(),
  promisedDoorDate: z.string().nullish(),
});
export type OrderLinePrintView = z.infer<typeof orderLinePrintSchema>;

/** GET /print/{artwork|proofs}/:id/preview: how many pages the file has and which are drawn. */
export const filePreviewSchema = z.object({
  pages: z.number().int(),
  thumbnails: z.array(
    z.object({ page: z.number().int(), width: z.number().int(), height: z.number().int() }),
  ),
});
export type FilePreview = z.infer<typeof filePreviewSchema>;
