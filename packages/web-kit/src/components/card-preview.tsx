import { CARD_ROUTES } from '@chapkhana/shared/card-rules';
import { pageSizePt, mmToPt, type PrintSize } from '@chapkhana/shared/card-layout';
import { CARD_FONTS, type CardTemplate } from '@chapkhana/shared/card-templates';
import { useEffect, useState } from 'react';
import { CARD_FONT_FAMILY } from '../card-fonts';
import { type LaidField, type LaidSide, safeAreaPt } from '../card-side-layout';
import { drawPdfPage, openPdf } from '../pdf-pages';

/** A template's PDF background as a picture (pdf.js), or null while it is drawn or if it cannot be. */
function usePdfBackground(fileId: string | null, widthPx: number): string | null {
  const [drawn, setDrawn] = useState<{ fileId: string; url: string } | null>(null);
  useEffect(() => {
    if (!fileId) return undefined;
    let live = true;
    openPdf(CARD_ROUTES.file(fileId))
      .then((pdf) => drawPdfPage(pdf, 1, widthPx))
      .then((canvas) => {
        if (live) setDrawn({ fileId, url: canvas.toDataURL('image/png') });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [fileId, widthPx]);
  return drawn && drawn.fileId === fileId ? drawn.url : null;
}

function Field({ field }: { field: LaidField }) {
  const { box } = field;
  if (field.kind === 'empty') {
    return (
      <rect
        x={box.left}
        y={box.top}
        width={box.width}
        height={box.height}
        fill={field.refused ? 'rgba(220,38,38,0.12)' : 'rgba(100,116,139,0.08)'}
        stroke={field.refused ? '#b91c1c' : '#94a3b8'}
        strokeWidth={0.5}
        strokeDasharray="2 1.5"
        data-guide="true"
        data-field={field.key}
      />
    );
  }
  if (field.kind === 'image') {
    const clip = `clip-${field.key}`;
    return (
      <>
        <clipPath id={clip}>
          <rect x={box.left} y={box.top} width={box.width} height={box.height} />
        </clipPath>
        <image
          href={CARD_ROUTES.file(field.fileId)}
          x={box.left}
          y={box.top}
          width={box.width}
          height={box.height}
          preserveAspectRatio={field.fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet'}
          clipPath={`url(#${clip})`}
          data-field={field.key}
        />
      </>
    );
  }
  if (field.kind === 'qr') {
    return (
      <path
        d={field.path}
        transform={`translate(${field.left} ${field.top}) scale(${field.module})`}
        fill={field.colour}
        shapeRendering="crispEdges"
        data-field={field.key}
      />
    );
  }
  return (
    <g
      fill={field.colour}
      opacity={field.sample ? 0.45 : 1}
      fontFamily={`"${CARD_FONT_FAMILY}"`}
      fontWeight={CARD_FONTS[field.font].weight}
      fontSize={field.size}
      data-field={field.key}
      data-sample={field.sample || undefined}
    >
      {field.lines.map((line, index) => (
        <text
          // A line's place is its identity here: the lines are redrawn as the customer types.
          key={index}
          x={line.left + line.width / 2}
          y={line.baseline}
          textAnchor="middle"
          direction={field.direction}
          style={{ unicodeBidi: 'isolate', whiteSpace: 'pre' }}
        >
          {line.text}
        </text>
      ))}
    </g>
  );
}

/** What is cut away (the bleed, shaded) and the cut line (dashed red), in page points. */
export function TrimMarks({ size }: { size: PrintSize }) {
  const page = pageSizePt(size);
  const bleed = mmToPt(size.bleedMm);
  const trim = { width: mmToPt(size.trim.widthMm), height: mmToPt(size.trim.heightMm) };
  return (
    <>
      <path
        d={`M0 0H${page.width}V${page.height}H0Z M${bleed} ${bleed}v${trim.height}h${trim.width}v${-trim.height}Z`}
        fill="rgba(220,38,38,0.28)"
        fillRule="evenodd"
      />
      <rect
        x={bleed}
        y={bleed}
        width={trim.width}
        height={trim.height}
        fill="none"
        stroke="#b91c1c"
        strokeWidth={0.6}
        strokeDasharray="3 2"
      />
    </>
  );
}

/**
 * One side of a designed card, drawn from its layout (card-side-layout.ts) in page points: the
 * background, the fields as the print file sets them, and, with `guides`, what is never printed:
 * what is cut away (the bleed, shaded), the cut line (dashed red), the safe area (dashed blue),
 * the empty fields' boxes and the template's sample text. Without them it is the print.
 */
export function CardPreview({
  template,
  sideIndex,
  laid,
  guides,
  label,
}: {
  template: CardTemplate;
  sideIndex: number;
  laid: LaidSide;
  guides: boolean;
  label: string;
}) {
  const page = pageSizePt(template);
  const side = template.sides[sideIndex];
  const background = side?.background ?? { kind: 'none' as const };
  const pdfBackground = usePdfBackground(
    background.kind === 'pdf' ? background.fileId : null,
    1200,
  );
  const safe = safeAreaPt(template);
  return (
    <svg
      viewBox={`0 0 ${page.width} ${page.height}`}
      role="img"
      aria-label={label}
      data-testid="card-preview"
      data-side={sideIndex}
      data-guides={guides ? 'on' : 'off'}
      className="block h-auto w-full bg-white shadow-sm ring-1 ring-slate-300"
      textRendering="geometricPrecision"
    >
      {background.kind === 'colour' ? (
        <rect width={page.width} height={page.height} fill={background.colour} />
      ) : null}
      {background.kind === 'image' ? (
        <image
          href={CARD_ROUTES.file(background.fileId)}
          width={page.width}
          height={page.height}
          preserveAspectRatio="none"
        />
      ) : null}
      {pdfBackground ? (
        <image
          href={pdfBackground}
          width={page.width}
          height={page.height}
          preserveAspectRatio="none"
        />
      ) : null}
      {/* Without the guides the side is drawn as printed: no empty boxes, no sample text. */}
      {laid.fields.map((field) =>
        guides || (field.kind !== 'empty' && !(field.kind === 'text' && field.sample)) ? (
          <Field key={field.key} field={field} />
        ) : null,
      )}
      {guides ? (
        <g data-guide="true" pointerEvents="none">
          <TrimMarks size={template} />
          <rect
            x={safe.left}
            y={safe.top}
            width={safe.right - safe.left}
            height={safe.bottom - safe.top}
            fill="none"
            stroke="#1d4ed8"
            strokeWidth={0.4}
            strokeDasharray="1.5 1.5"
          />
        </g>
      ) : null}
    </svg>
  );
}
