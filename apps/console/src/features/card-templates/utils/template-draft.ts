import type { CardTemplateProduct, CardTemplateView } from '@chapkhana/shared/card-designs';
import {
  cardFieldSchema,
  cardSideSchema,
  cardTemplateSchema,
  MAX_BLEED_MM,
  type CardBox,
  type CardField,
  type CardTemplate,
  type CardTemplateInput,
} from '@chapkhana/shared/card-templates';

/** The editor's form: the body the API takes, the template as it is being made. */
export type TemplateForm = {
  productId: string;
  name: { kr: string; ar: string; en: string };
  published: boolean;
  template: CardTemplateInput;
};
export type FieldKind = CardField['kind'];
type FieldInput = CardTemplateInput['sides'][number]['fields'][number];

/** A new template for `product`: its first size and sides, its bleed, a 4 mm safe margin, no fields. */
export function blankForm(product: CardTemplateProduct | undefined): TemplateForm {
  const trim = product?.sizes[0] ?? { widthMm: 85, heightMm: 55 };
  const sides = product?.sides[0] ?? 1;
  return {
    productId: product?._id ?? '',
    name: { kr: '', ar: '', en: '' },
    published: false,
    template: {
      trim,
      bleedMm: product?.bleedMm ?? 3,
      safeMm: 4,
      sides: Array.from({ length: sides }, () => ({ background: { kind: 'none' }, fields: [] })),
    },
  };
}

/** A template's form for editing. */
export function formOf(view: CardTemplateView): TemplateForm {
  return {
    productId: view.productId,
    name: view.name,
    published: view.published,
    template: view.template,
  };
}

/** `base`, or `base-2`, `base-3`… : the first key no field of the template has. */
export function freeKey(base: string, template: CardTemplateInput): string {
  const used = new Set(template.sides.flatMap((side) => side.fields.map((field) => field.key)));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const round = (mm: number) => Math.round(mm * 2) / 2;

/**
 * A new field of `kind`, with the names and sample a seller replaces: text across the safe area's
 * middle, a logo in its top corner, a QR code in its bottom corner.
 */
export function newField(kind: FieldKind, template: CardTemplateInput): FieldInput {
  const { widthMm, heightMm } = template.trim;
  const safe = template.safeMm ?? 4;
  if (kind === 'text') {
    return {
      kind,
      key: freeKey('text', template),
      label: { kr: 'دەق', ar: 'نص', en: 'Text' },
      sample: { kr: 'دەقی نموونە', ar: 'نص للمثال', en: 'Sample text' },
      box: { xMm: safe, yMm: round(heightMm / 2 - 4), widthMm: widthMm - 2 * safe, heightMm: 8 },
      required: false,
      font: 'vazirmatn-regular',
      sizePt: 10,
      minSizePt: 7,
      colour: '#1f2937',
      align: 'start',
      direction: 'auto',
      maxLines: 1,
      maxLength: 60,
    };
  }
  const side = round(Math.min(20, (Math.min(widthMm, heightMm) - 2 * safe) / 2));
  if (kind === 'image') {
    return {
      kind,
      key: freeKey('logo', template),
      label: { kr: 'لۆگۆ', ar: 'الشعار', en: 'Logo' },
      box: { xMm: safe, yMm: safe, widthMm: side, heightMm: side },
      required: false,
      fit: 'contain',
    };
  }
  return {
    kind,
    key: freeKey('qr', template),
    label: { kr: 'کۆدی QR', ar: 'رمز QR', en: 'QR code' },
    box: { xMm: widthMm - safe - side, yMm: heightMm - safe - side, widthMm: side, heightMm: side },
    required: false,
    content: 'whatsapp',
    colour: '#000000',
  };
}

/**
 * What the preview can draw of the template as it is typed: its size when that is whole, and of
 * each side the background and the fields that are (a field half-typed, a box with a letter in
 * a number, is left out until it is whole). Null while the size itself is not.
 */
export function drawableTemplate(input: CardTemplateInput): CardTemplate | null {
  const size = cardTemplateSchema.safeParse({ ...input, sides: [{ fields: [] }] });
  if (!size.success) return null;
  const sides = input.sides.map((side) => {
    const fields = side.fields.flatMap((field) => {
      const parsed = cardFieldSchema.safeParse(field);
      return parsed.success ? [parsed.data] : [];
    });
    const parsed = cardSideSchema.safeParse({ background: side.background, fields });
    return parsed.success ? parsed.data : { background: { kind: 'none' as const }, fields };
  });
  return { ...size.data, sides };
}

/**
 * A box whose far corner is pulled by (dx, dy) mm: to the half millimetre, at least 1 mm, and no
 * further than the bleed.
 */
export function resizedBox(box: CardBox, dx: number, dy: number, template: CardTemplate): CardBox {
  const size = (start: number, length: number, extent: number) =>
    Math.max(1, Math.min(round(start + length), extent + template.bleedMm) - start);
  return {
    ...box,
    widthMm: size(box.xMm, box.widthMm + dx, template.trim.widthMm),
    heightMm: size(box.yMm, box.heightMm + dy, template.trim.heightMm),
  };
}

/** A box moved by (dx, dy) mm, to the half millimetre, kept on the page (the trim and its bleed). */
export function movedBox(box: CardBox, dx: number, dy: number, template: CardTemplate): CardBox {
  const bleed = Math.min(template.bleedMm, MAX_BLEED_MM);
  const clamp = (value: number, size: number, extent: number) =>
    Math.min(Math.max(round(value), -bleed), extent + bleed - size);
  return {
    ...box,
    xMm: clamp(box.xMm + dx, box.widthMm, template.trim.widthMm),
    yMm: clamp(box.yMm + dy, box.heightMm, template.trim.heightMm),
  };
}
