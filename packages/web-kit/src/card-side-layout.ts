import type { Language } from '@chapkhana/shared/languages';
import {
  boxOnPagePt,
  CARD_FONT_METRICS,
  fieldTextDirection,
  fitText,
  linePlacement,
  mmToPt,
  SMALL_TYPE_PT,
  type MeasureText,
  type TextDirection,
} from '@chapkhana/shared/card-layout';
import { qrPath, qrPlacement } from '@chapkhana/shared/card-qr';
import {
  type CardField,
  type CardFontKey,
  type CardTemplate,
  isolateDigitGroups,
  qrPayload,
} from '@chapkhana/shared/card-templates';

type Box = ReturnType<typeof boxOnPagePt>;

/** One side's field as the preview draws it, in page points (y downwards). */
export type LaidField =
  | {
      kind: 'text';
      key: string;
      box: Box;
      /** The sample text, shown faint until the customer types (never printed). */
      sample: boolean;
      font: CardFontKey;
      size: number;
      colour: string;
      direction: TextDirection;
      lines: { text: string; left: number; baseline: number; width: number }[];
    }
  | { kind: 'image'; key: string; box: Box; fit: 'contain' | 'cover'; fileId: string }
  | {
      kind: 'qr';
      key: string;
      box: Box;
      path: string;
      left: number;
      top: number;
      module: number;
      colour: string;
    }
  /** Nothing to draw yet (or text that does not fit): the box is outlined. */
  | { kind: 'empty'; key: string; box: Box; refused: boolean };

/** What the preview warns of, by field: no field is printed outside the safe area or too small unseen. */
export type CardWarning =
  | { key: string; code: 'text_does_not_fit'; params: { minimum: number } }
  | { key: string; code: 'outside_safe_area' }
  | { key: string; code: 'small_type'; params: { size: number; minimum: number } };

export interface LaidSide {
  fields: LaidField[];
  warnings: CardWarning[];
}

/** The trim less the safe margin, in page points. */
export function safeAreaPt(template: CardTemplate) {
  const inset = mmToPt(template.bleedMm + template.safeMm);
  return {
    left: inset,
    top: inset,
    right: mmToPt(template.bleedMm + template.trim.widthMm - template.safeMm),
    bottom: mmToPt(template.bleedMm + template.trim.heightMm - template.safeMm),
  };
}

const outside = (
  safe: ReturnType<typeof safeAreaPt>,
  extent: { left: number; top: number; right: number; bottom: number },
) =>
  extent.left < safe.left - 0.01 ||
  extent.top < safe.top - 0.01 ||
  extent.right > safe.right + 0.01 ||
  extent.bottom > safe.bottom + 0.01;

function layTextField(
  template: CardTemplate,
  field: Extract<CardField, { kind: 'text' }>,
  typed: string,
  sample: string,
  measure: MeasureText,
): { laid: LaidField; warnings: CardWarning[] } {
  const box = boxOnPagePt(template, field.box);
  const shown = typed.trim() === '' ? sample : typed;
  if (shown.trim() === '')
    return { laid: { kind: 'empty', key: field.key, box, refused: false }, warnings: [] };
  const direction = fieldTextDirection(field, shown);
  const set = fitText(measure, field, isolateDigitGroups(shown), box);
  if (!set) {
    const refusal: CardWarning = {
      key: field.key,
      code: 'text_does_not_fit',
      params: { minimum: field.minSizePt },
    };
    return {
      laid: { kind: 'empty', key: field.key, box, refused: true },
      warnings: typed ? [refusal] : [],
    };
  }
  const lines = set.lines.map((text, index) => {
    const width = measure(text, set.size);
    return { text, width, ...linePlacement(field, direction, box, set, index, width) };
  });
  const warnings: CardWarning[] = [];
  if (typed.trim() !== '') {
    const extent = {
      left: Math.min(...lines.map((line) => line.left)),
      right: Math.max(...lines.map((line) => line.left + line.width)),
      top: box.top,
      bottom: (lines.at(-1)?.baseline ?? box.top) + CARD_FONT_METRICS.descent * set.size,
    };
    if (outside(safeAreaPt(template), extent))
      warnings.push({ key: field.key, code: 'outside_safe_area' });
    if (set.size < SMALL_TYPE_PT) {
      warnings.push({
        key: field.key,
        code: 'small_type',
        params: { size: set.size, minimum: SMALL_TYPE_PT },
      });
    }
  }
  return {
    laid: {
      kind: 'text',
      key: field.key,
      box,
      sample: typed.trim() === '',
      font: field.font,
      size: set.size,
      colour: field.colour,
      direction,
      lines,
    },
    warnings,
  };
}

/**
 * One side of a card laid out as the print file lays it (shared card-layout): each text field
 * set by `fitText` with the browser's measure of the same font, its lines placed by
 * `linePlacement`; the QR code from the same path; the warnings the customer sees as they type.
 * `samples` are the template's sample texts in the reading language, shown for empty fields.
 */
export function layCardSide(
  template: CardTemplate,
  sideIndex: number,
  values: Record<string, string>,
  samples: Record<string, string>,
  measureFor: (font: CardFontKey) => MeasureText,
): LaidSide {
  const fields: LaidField[] = [];
  const warnings: CardWarning[] = [];
  const safe = safeAreaPt(template);
  for (const field of template.sides[sideIndex]?.fields ?? []) {
    const value = values[field.key] ?? '';
    const box = boxOnPagePt(template, field.box);
    if (field.kind === 'text') {
      const laid = layTextField(
        template,
        field,
        value,
        samples[field.key] ?? '',
        measureFor(field.font),
      );
      fields.push(laid.laid);
      warnings.push(...laid.warnings);
      continue;
    }
    const filled = value.trim() !== '';
    const edges = {
      left: box.left,
      top: box.top,
      right: box.left + box.width,
      bottom: box.top + box.height,
    };
    if (filled && outside(safe, edges))
      warnings.push({ key: field.key, code: 'outside_safe_area' });
    if (field.kind === 'image') {
      fields.push(
        filled
          ? { kind: 'image', key: field.key, box, fit: field.fit, fileId: value.trim() }
          : { kind: 'empty', key: field.key, box, refused: false },
      );
      continue;
    }
    const payload = filled ? qrPayload(field, value) : null;
    if (payload === null) {
      fields.push({ kind: 'empty', key: field.key, box, refused: filled });
      continue;
    }
    const { path, modules } = qrPath(payload);
    fields.push({
      kind: 'qr',
      key: field.key,
      box,
      path,
      colour: field.colour,
      ...qrPlacement(box, modules),
    });
  }
  return { fields, warnings };
}

/** The template's sample texts in `language` (English where it has none), by field key, for `layCardSide`. */
export function templateSamples(
  template: CardTemplate,
  language: Language,
): Record<string, string> {
  return Object.fromEntries(
    template.sides.flatMap((side) =>
      side.fields.flatMap((field) =>
        field.kind === 'text' ? [[field.key, field.sample[language] ?? field.sample.en ?? '']] : [],
      ),
    ),
  );
}
