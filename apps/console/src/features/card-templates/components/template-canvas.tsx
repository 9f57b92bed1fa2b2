import { useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { boxOnPagePt, pageSizePt, PT_PER_MM } from '@chapkhana/shared/card-layout';
import type { Language } from '@chapkhana/shared/languages';
import type { CardBox, CardField, CardTemplate } from '@chapkhana/shared/card-templates';
import { cardMeasure, useCardFonts } from '@chapkhana/web-kit/card-fonts';
import { layCardSide, templateSamples, type LaidSide } from '@chapkhana/web-kit/card-side-layout';
import { CardPreview } from '@chapkhana/web-kit/components/card-preview';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { movedBox, resizedBox } from '@/features/card-templates/utils/template-draft';

/** What a QR field shows in the editor: a code of its kind, so the seller sees its size printed. */
const QR_SAMPLES = { phone: '07501234567', whatsapp: '07501234567', link: 'https://example.com' };

/** The sample texts (in `language`) and QR codes the editor fills a side with, as a customer would. */
function sampleValues(template: CardTemplate, language: Language): Record<string, string> {
  const values = templateSamples(template, language);
  for (const field of template.sides.flatMap((side) => side.fields)) {
    if (field.kind === 'qr') values[field.key] = QR_SAMPLES[field.content];
  }
  return values;
}

/**
 * Every side of a template laid out with its samples in `language` (once its fonts are loaded):
 * what the canvas draws and the warnings the editor lists (text that does not fit, leaves the safe
 * area or is too small to print).
 */
export function useSampleLayout(template: CardTemplate | null, language: Language) {
  const fonts = useCardFonts(template ?? EMPTY);
  const laid = useMemo(() => {
    if (!template || fonts !== 'ready') return null;
    const values = sampleValues(template, language);
    return template.sides.map((_, side) => layCardSide(template, side, values, {}, cardMeasure));
  }, [template, language, fonts]);
  return { fonts, laid };
}
const EMPTY: CardTemplate = { trim: { widthMm: 1, heightMm: 1 }, bleedMm: 0, safeMm: 0, sides: [] };

type Drag = { key: string; start: DOMPoint; box: CardBox; resize: boolean };

/**
 * One side of a template as the customer's preview and the print file lay it (web-kit's
 * CardPreview, the same fonts and layout), filled with the samples in `language`; over it each
 * field's box, to pick, drag (or move with the arrow keys, Shift for 5 mm) and, when picked,
 * resize from its corner. Moves go to `onBox` in millimetres, to the half millimetre.
 */
export function TemplateCanvas({
  template,
  sideIndex,
  language,
  laid,
  selected,
  onSelect,
  onBox,
}: {
  template: CardTemplate;
  sideIndex: number;
  language: Language;
  /** The side laid out (`useSampleLayout`), null while its fonts load. */
  laid: LaidSide | null;
  selected: string | null;
  onSelect: (key: string) => void;
  onBox: (key: string, box: CardBox) => void;
}) {
  const { t } = useTranslation();
  const overlay = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  const page = pageSizePt(template);
  const fields = template.sides[sideIndex]?.fields ?? [];

  const pointOf = (event: PointerEvent) => {
    const matrix = overlay.current?.getScreenCTM()?.inverse();
    const point = new DOMPoint(event.clientX, event.clientY);
    return matrix ? point.matrixTransform(matrix) : point;
  };
  const startDrag = (event: PointerEvent<SVGElement>, field: CardField, resize: boolean) => {
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    onSelect(field.key);
    drag.current = { key: field.key, start: pointOf(event), box: field.box, resize };
  };
  const moveDrag = (event: PointerEvent<SVGElement>) => {
    const now = drag.current;
    if (!now) return;
    const point = pointOf(event);
    const dx = (point.x - now.start.x) / PT_PER_MM;
    const dy = (point.y - now.start.y) / PT_PER_MM;
    onBox(now.key, (now.resize ? resizedBox : movedBox)(now.box, dx, dy, template));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const nudge = (event: KeyboardEvent, field: CardField) => {
    const step = event.shiftKey ? 5 : 0.5;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onSelect(field.key);
    onBox(field.key, movedBox(field.box, move[0], move[1], template));
  };

  return (
    <div
      className="relative mx-auto"
      // A tall card (an A5 flyer) is drawn no taller than most of the screen.
      style={{ width: `min(100%, calc(65vh * ${page.width / page.height}))` }}
      data-testid="template-canvas"
      data-ready={laid ? 'yes' : 'no'}
    >
      <CardPreview
        template={template}
        sideIndex={sideIndex}
        laid={laid ?? { fields: [], warnings: [] }}
        guides
        label={t('cardTemplates.previewLabel', {
          side: t(sideIndex === 0 ? 'cardTemplates.front' : 'cardTemplates.back'),
        })}
      />
      <svg
        ref={overlay}
        viewBox={`0 0 ${page.width} ${page.height}`}
        className="absolute inset-0 h-full w-full touch-none"
        onPointerMove={moveDrag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {fields.map((field) => {
          const box = boxOnPagePt(template, field.box);
          const picked = field.key === selected;
          const name = field.label[language] || field.key;
          return (
            <g key={field.key}>
              <rect
                x={box.left}
                y={box.top}
                width={box.width}
                height={box.height}
                fill={picked ? 'rgba(29,78,216,0.08)' : 'transparent'}
                stroke={picked ? '#1d4ed8' : 'rgba(71,85,105,0.5)'}
                strokeWidth={picked ? 1 : 0.4}
                className="cursor-move outline-none focus-visible:stroke-[#1d4ed8]"
                role="button"
                tabIndex={0}
                aria-label={t('cardTemplates.fieldOnCard', { name, key: field.key })}
                aria-pressed={picked}
                data-testid={`canvas-field-${field.key}`}
                onPointerDown={(event) => startDrag(event, field, false)}
                onKeyDown={(event) => nudge(event, field)}
                onFocus={() => onSelect(field.key)}
              />
              {picked ? (
                <rect
                  x={box.left + box.width - 3}
                  y={box.top + box.height - 3}
                  width={6}
                  height={6}
                  fill="#1d4ed8"
                  className="cursor-nwse-resize"
                  data-testid={`resize-${field.key}`}
                  aria-hidden="true"
                  onPointerDown={(event) => startDrag(event, field, true)}
                />
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
