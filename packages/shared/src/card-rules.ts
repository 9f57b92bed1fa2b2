// Designed cards' addresses, limits and the template-to-artwork fit, apart from
// card-designs.ts's schemas: the product page's print panel and the clients' card calls read these
// without loading zod (or the phone library card-templates.ts brings).
import type { CardTemplate } from './card-templates';
import type { ArtworkExpectation } from './print';
import { ARTWORK_SIZE_TOLERANCE_MM } from './print-rules';

export const CARD_ROUTES = {
  sellerTemplates: '/api/seller/card-templates',
  sellerTemplate: (id: string) => `/api/seller/card-templates/${id}`,
  /** POST (multipart `file`): a background for a template, an image or a one-page PDF. */
  sellerFiles: '/api/seller/card-files',
  /** The shop's print products a template can be made for, with the sizes and sides they print. */
  sellerTemplateProducts: '/api/seller/card-template-products',
  /** The published templates of a print product. */
  productTemplates: (productId: string) => `/api/products/${productId}/card-templates`,
  /** A template's background (public once published) or a customer's logo (its owner only). */
  file: (id: string) => `/api/card-files/${id}`,
  /** POST (multipart `file`): a customer's logo, a PNG or JPEG. */
  customerFiles: '/api/home/card-files',
  designs: '/api/home/card-designs',
  design: (id: string) => `/api/home/card-designs/${id}`,
  /** POST: the design's print file, made and checked, kept as the customer's artwork. */
  designArtwork: (id: string) => `/api/home/card-designs/${id}/artwork`,
  /** PUT: the customer approves (or takes back) the design's newest print file, to be printed as it is. */
  designApproval: (id: string) => `/api/home/card-designs/${id}/approval`,
} as const;

/** Templates one print house may keep. */
export const MAX_TEMPLATES_PER_SELLER = 200;
/**
 * Designs one customer may keep: a company ordering cards for 50 people at a time makes a design
 * per person, so this is many orders' worth; the list is read a page at a time.
 */
export const MAX_DESIGNS_PER_CUSTOMER = 1000;
/** Designs on one page of the customer's list. */
export const CARD_DESIGNS_PER_PAGE = 24;

/**
 * Whether a template makes the artwork a print choice expects: its trim and bleed within the
 * artwork tolerance, and as many sides. The product page offers only those; the server refuses
 * any other (`card_template_size_mismatch`).
 */
export function templateFitsSpec(template: CardTemplate, spec: ArtworkExpectation): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) <= ARTWORK_SIZE_TOLERANCE_MM;
  return (
    near(spec.trim.widthMm, template.trim.widthMm) &&
    near(spec.trim.heightMm, template.trim.heightMm) &&
    near(spec.bleedMm, template.bleedMm) &&
    spec.sides === template.sides.length
  );
}
