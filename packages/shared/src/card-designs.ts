/**
 * Designed cards on the wire (issue 40): the templates a print house makes for a print product,
 * the files they and the customers upload for them (backgrounds, logos), and the customer's
 * designs, which become the line's artwork. The template itself is `card-templates.ts`.
 *
 * - A seller's member with `catalogue` or `artwork` (the owner, a designer) makes templates for the
 *   shop's own print products; a published one is shown on the product's page to everyone.
 * - A template's backgrounds are public once it is published (the preview draws them); a
 *   customer's logo is shown only to that customer (the print house gets the print file). Both
 *   are uploaded as print files are (MAX_ARTWORK_BYTES, the field `file`).
 * - A design holds the template as it was when the design was last saved, so a template edited
 *   or removed later never changes a customer's card; its print file is made on the server and
 *   stored as the customer's artwork, checked by the same preflight as an upload.
 */
import { z } from './zod';
import { fieldErrorMessage } from './field-errors';
import { idSchema, pageNumber } from './fields';
import {
  artworkViewSchema,
  printChoiceSchema,
  trimSizeSchema,
  type ProductPrint,
  type TrimSize,
} from './print';
import { cardTemplateSchema, cardValuesSchema, type CardTemplate } from './card-templates';

/** GET /api/home/card-designs?page=: a page of the customer's designs, newest first. */
export const cardDesignsQuerySchema = z.object({ page: pageNumber });

const nameText = z
  .string({ error: fieldErrorMessage('not_text') })
  .trim()
  .min(1, { error: fieldErrorMessage('required') })
  .max(80, { error: fieldErrorMessage('too_long', { maximum: 80 }) });

/** A template's name, shown to customers choosing one, in the shop's three languages. */
export const cardTemplateNameSchema = z.object({ kr: nameText, ar: nameText, en: nameText });

/** POST and PUT /api/seller/card-templates: a template for one of the shop's print products. */
export const cardTemplateBodySchema = z.object({
  productId: idSchema,
  name: cardTemplateNameSchema,
  template: cardTemplateSchema,
  published: z.boolean({ error: fieldErrorMessage('not_boolean') }).default(false),
});
export type CardTemplateBody = z.input<typeof cardTemplateBodySchema>;

/**
 * PUT /api/seller/card-templates/:id: the template as edited, and the version it was edited from
 * (the `updatedAt` it was read with). One saved by someone else since is not overwritten: the
 * answer is 409 `card_template_changed`.
 */
export const cardTemplateUpdateSchema = cardTemplateBodySchema.extend({
  editedFrom: z.iso.datetime({ error: fieldErrorMessage('invalid') }),
});
export type CardTemplateUpdate = z.input<typeof cardTemplateUpdateSchema>;

export const cardTemplateViewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: cardTemplateNameSchema,
  template: cardTemplateSchema,
  published: z.boolean(),
  updatedAt: z.string(),
});
export type CardTemplateView = z.infer<typeof cardTemplateViewSchema>;

export const cardTemplateResponseSchema = z.object({ template: cardTemplateViewSchema });
export const cardTemplatesResponseSchema = z.object({ templates: z.array(cardTemplateViewSchema) });

const sidesSchema = z.union([z.literal(1), z.literal(2)]);

/**
 * A print product a template can be made for (GET /api/seller/card-template-products): its names,
 * its bleed, and every trim size and number of sides its options can ask of the artwork. A
 * template made at one of those is offered to the customer who chooses them (`templateFitsSpec`).
 */
export const cardTemplateProductSchema = z.object({
  _id: z.string(),
  kuName: z.string(),
  arName: z.string(),
  enName: z.string(),
  bleedMm: z.number(),
  sizes: z.array(trimSizeSchema),
  sides: z.array(sidesSchema),
});
export type CardTemplateProduct = z.infer<typeof cardTemplateProductSchema>;
export const cardTemplateProductsResponseSchema = z.object({
  products: z.array(cardTemplateProductSchema),
});

/**
 * The trims and sides a product's options can ask of its artwork (as `artworkSpecFor` resolves a
 * choice: a value that sets one wins over the product's own); null for a product that takes no
 * artwork. The product's own is possible unless some group sets it in every value.
 */
export function artworkShapesOf(
  print: Pick<ProductPrint, 'options' | 'artwork'>,
): Pick<CardTemplateProduct, 'bleedMm' | 'sizes' | 'sides'> | null {
  const spec = print.artwork;
  if (!spec) return null;
  const values = print.options.map((group) => group.values);
  const trims: TrimSize[] = values.flatMap((group) =>
    group.flatMap((v) => (v.trim ? [v.trim] : [])),
  );
  const sides = values.flatMap((group) => group.flatMap((v) => (v.sides ? [v.sides] : [])));
  if (!values.some((group) => group.every((v) => v.trim))) trims.unshift(spec.trim);
  if (!values.some((group) => group.every((v) => v.sides))) sides.unshift(spec.sides);
  const sizeKey = (trim: TrimSize) => `${trim.widthMm}x${trim.heightMm}`;
  return {
    bleedMm: spec.bleedMm,
    sizes: [...new Map(trims.map((trim) => [sizeKey(trim), trim])).values()],
    sides: [...new Set(sides)].sort(),
  };
}

/** A background or a logo as stored: what it is and how many pixels it has (pictures). */
export const cardFileViewSchema = z.object({
  _id: z.string(),
  mimeType: z.enum(['image/png', 'image/jpeg', 'application/pdf']),
  bytes: z.number().int(),
  /** A picture's pixels; null for a PDF. */
  widthPx: z.number().int().nullable(),
  heightPx: z.number().int().nullable(),
});
export type CardFileView = z.infer<typeof cardFileViewSchema>;
export const cardFileResponseSchema = z.object({ file: cardFileViewSchema });

/** POST and PUT /api/home/card-designs: the customer's values for one card from a template. */
export const cardDesignBodySchema = z.object({
  templateId: idSchema,
  values: cardValuesSchema,
});
export type CardDesignBody = z.input<typeof cardDesignBodySchema>;

/** PUT /api/home/card-designs/:id: new values for the design's own copy of its template. */
export const cardDesignValuesBodySchema = z.object({ values: cardValuesSchema });

export const cardDesignViewSchema = z.object({
  _id: z.string(),
  /** The template it was made from (null once the print house removed it; the design keeps it). */
  templateId: z.string().nullable(),
  productId: z.string().nullable(),
  name: cardTemplateNameSchema,
  template: cardTemplateSchema,
  values: cardValuesSchema,
  /** The print file last made from it (the customer's artwork), null until one is made. */
  artworkId: z.string().nullable(),
  updatedAt: z.string(),
});
export type CardDesignView = z.infer<typeof cardDesignViewSchema>;

export const cardDesignResponseSchema = z.object({ design: cardDesignViewSchema });

/**
 * A design in the customer's list (GET /api/home/card-designs, newest first), with the product it
 * is printed as, to open it there again (null once the print house removed the product).
 */
export const cardDesignListItemSchema = cardDesignViewSchema.extend({
  product: z
    .object({ slug: z.string(), enName: z.string(), kuName: z.string(), arName: z.string() })
    .nullable(),
});
export type CardDesignListItem = z.infer<typeof cardDesignListItemSchema>;
export const cardDesignsResponseSchema = z.object({
  designs: z.array(cardDesignListItemSchema),
  /** All the customer's designs, and where this page is among them. */
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type CardDesignsPage = z.infer<typeof cardDesignsResponseSchema>;

/** POST /api/home/card-designs/:id/artwork: the options the card is printed with (its size, sides). */
export const cardArtworkBodySchema = z.object({ options: printChoiceSchema });
export const cardArtworkResponseSchema = z.object({ artwork: artworkViewSchema });

/**
 * PUT /api/home/card-designs/:id/approval: the customer has checked the print file `artworkId`
 * (the design's newest, drawn by pdf.js) and wants it printed as it is — a line whose files are
 * all approved starts approved when ordered, without a proof from the print house — or takes that
 * back (`approved: false`). A file that is no longer the design's newest is 409
 * `card_file_outdated`. Answers the file as the cart shows it.
 */
export const cardApprovalBodySchema = z.object({ artworkId: idSchema, approved: z.boolean() });
export type CardApprovalBody = z.infer<typeof cardApprovalBodySchema>;

/** The ids of the files a template's backgrounds name. */
export function templateFileIds(template: CardTemplate): string[] {
  return template.sides.flatMap((side) =>
    side.background.kind === 'image' || side.background.kind === 'pdf'
      ? [side.background.fileId]
      : [],
  );
}

/** The ids of the files a customer's values name: the values of the template's image fields. */
export function logoFileIds(template: CardTemplate, values: Record<string, string>): string[] {
  return template.sides
    .flatMap((side) => side.fields)
    .filter((field) => field.kind === 'image')
    .flatMap((field) => {
      const value = values[field.key]?.trim();
      return value ? [value] : [];
    });
}
