/** Flat pictograms of the demo catalogue's items, each drawn in a 400×400 box centred on (200, 200); used by images.ts. */
import type { DemoIcon } from './demo-types';

/** Colours a composition is drawn with; derived from a seed in images.ts. */
export interface Palette {
  main: string;
  dark: string;
  light: string;
  accent: string;
  paper: string;
  ink: string;
  soft: string;
  metal: string;
  bgTop: string;
  bgBottom: string;
  tint: string;
}

type Attrs = Record<string, string | number>;
type Drawing = (p: Palette, variant: number) => string;

/** Side of the square box every pictogram is drawn in. */
export const PICTOGRAM_SIZE = 400;

const round = (value: number): number => Math.round(value * 100) / 100;

/** Serialises one SVG element; numbers are rounded to two decimals. */
export function el(tag: string, attrs: Attrs, inner = ''): string {
  const list = Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? round(value) : value}"`)
    .join('');
  return inner === '' ? `<${tag}${list}/>` : `<${tag}${list}>${inner}</${tag}>`;
}

/** A (rounded) rectangle. */
export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  rx = 0,
  more: Attrs = {},
): string {
  return el('rect', { x, y, width, height, rx, fill, ...more });
}

/** A circle. */
export function circle(cx: number, cy: number, r: number, fill: string, more: Attrs = {}): string {
  return el('circle', { cx, cy, r, fill, ...more });
}

/** A path. */
export function path(d: string, fill: string, more: Attrs = {}): string {
  return el('path', { d, fill, ...more });
}

/** A group with a transform. */
export function group(transform: string, inner: string, more: Attrs = {}): string {
  return el('g', { transform, ...more }, inner);
}

/** A stroked, unfilled path with round caps. */
function line(d: string, stroke: string, width: number, more: Attrs = {}): string {
  return path(d, 'none', { stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...more });
}

/** A star with `points` tips between radii `outer` and `inner`. */
export function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  fill: string,
  points = 5,
): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    return `${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`;
  });
  return el('polygon', { points: corners.join(' '), fill });
}

/** Rounded bars standing in for lines of text (no fonts needed). */
export function textBars(
  x: number,
  y: number,
  widths: readonly number[],
  height: number,
  gap: number,
  fill: string,
): string {
  return widths
    .map((width, i) => rect(x, y + i * (height + gap), width, height, fill, height / 2))
    .join('');
}

/** A small logo printed on an item: a white disc with a shape that `variant` picks. */
export function printMark(cx: number, cy: number, r: number, p: Palette, variant: number): string {
  const disc = circle(cx, cy, r, p.paper);
  const k = r * 0.7;
  switch (Math.abs(variant) % 5) {
    case 0:
      return disc + circle(cx, cy, r * 0.62, p.accent) + circle(cx, cy, r * 0.26, p.paper);
    case 1:
      return disc + star(cx, cy, r * 0.78, r * 0.34, p.accent);
    case 2:
      return (
        disc +
        path(`M${cx},${cy - k} L${cx + k},${cy} L${cx},${cy + k} L${cx - k},${cy} Z`, p.accent)
      );
    case 3:
      return (
        disc +
        rect(cx - k, cy - k * 0.5, k * 2, k * 0.38, p.accent, k * 0.19) +
        rect(cx - k, cy + k * 0.12, k * 1.4, k * 0.38, p.main, k * 0.19)
      );
    default:
      return (
        disc +
        circle(cx - r * 0.24, cy, r * 0.44, p.accent) +
        circle(cx + r * 0.24, cy, r * 0.44, p.main, { opacity: 0.85 })
      );
  }
}

const businessCard: Drawing = (p, v) =>
  group(
    'rotate(-10 215 178)',
    rect(80, 100, 270, 155, p.main, 12) + printMark(300, 136, 24, p, v + 1),
  ) +
  rect(50, 172, 270, 155, p.paper, 12) +
  path('M50,309 H320 V315 a12,12 0 0 1 -12,12 H62 a12,12 0 0 1 -12,-12 Z', p.main) +
  circle(102, 224, 28, p.accent) +
  circle(102, 224, 11, p.paper) +
  rect(146, 206, 130, 16, p.ink, 8) +
  rect(146, 232, 86, 9, p.soft, 4.5) +
  textBars(72, 266, [120, 84], 8, 9, p.soft);

const flyer: Drawing = (p, v) =>
  group('rotate(8 200 200)', rect(96, 52, 216, 298, p.light, 4)) +
  path('M90,50 H272 L310,88 V350 H90 Z', p.paper) +
  path('M272,50 V88 H310 Z', p.soft) +
  rect(110, 72, 156, 116, p.main) +
  circle(232, 106, 16, p.accent) +
  path('M110,188 L158,126 L192,166 L218,140 L266,188 Z', p.dark) +
  rect(110, 206, 150, 16, p.ink, 8) +
  textBars(110, 234, [180, 164, 172, 120], 8, 8, p.soft) +
  rect(110, 310, 84, 24, p.accent, 12) +
  printMark(276, 322, 18, p, v);

const rollUpBanner: Drawing = (p, v) =>
  rect(126, 30, 148, 10, p.metal, 5) +
  rect(134, 36, 132, 302, p.paper) +
  rect(134, 36, 132, 110, p.main) +
  printMark(200, 91, 34, p, v) +
  rect(150, 162, 100, 14, p.ink, 7) +
  rect(162, 184, 76, 8, p.soft, 4) +
  textBars(150, 206, [100, 84, 100], 7, 8, p.soft) +
  rect(150, 256, 100, 36, p.light, 6) +
  rect(134, 304, 132, 34, p.accent) +
  rect(110, 334, 180, 24, p.metal, 10) +
  rect(118, 356, 34, 9, p.ink, 4) +
  rect(248, 356, 34, 9, p.ink, 4);

const mug: Drawing = (p, v) =>
  [150, 190, 230].map((x) => line(`M${x},82 c-16,-14 16,-26 0,-46`, p.soft, 9)).join('') +
  line('M262,172 C344,172 344,292 262,292', p.main, 26) +
  path('M100,112 H280 V310 a34,34 0 0 1 -34,34 H134 a34,34 0 0 1 -34,-34 Z', p.main) +
  el('ellipse', { cx: 190, cy: 112, rx: 90, ry: 16, fill: p.light }) +
  el('ellipse', { cx: 190, cy: 113, rx: 78, ry: 10, fill: p.dark }) +
  rect(116, 142, 14, 168, p.paper, 7, { opacity: 0.25 }) +
  printMark(192, 232, 48, p, v);

const tShirt: Drawing = (p, v) =>
  path(
    'M150,62 L96,80 L38,140 L84,190 L116,166 V352 H284 V166 L316,190 L362,140 L304,80 L250,62 C238,98 162,98 150,62 Z',
    p.main,
  ) +
  line('M150,62 C162,98 238,98 250,62', p.dark, 10) +
  line('M52,137 L88,176', p.dark, 6, { opacity: 0.4 }) +
  line('M348,137 L312,176', p.dark, 6, { opacity: 0.4 }) +
  printMark(200, 196, 46, p, v) +
  rect(160, 258, 80, 10, p.paper, 5);

const penBody = (p: Palette): string =>
  rect(236, 164, 96, 12, p.metal, 6) +
  rect(316, 164, 16, 22, p.metal, 4) +
  rect(100, 180, 212, 40, p.main, 8) +
  rect(70, 183, 44, 34, p.dark, 6) +
  path('M72,186 L40,200 L72,214 Z', p.metal) +
  circle(41, 200, 3, p.ink) +
  rect(226, 178, 12, 44, p.metal, 3) +
  rect(300, 181, 44, 38, p.dark, 12) +
  rect(340, 189, 20, 22, p.metal, 6) +
  rect(120, 188, 96, 6, p.paper, 3, { opacity: 0.35 });

const pen: Drawing = (p) =>
  line('M60,334 c30,-30 50,30 80,0 s50,30 80,0 s50,30 80,0', p.accent, 8) +
  group('rotate(-35 200 200)', penBody(p));

const notebook: Drawing = (p, v) =>
  rect(112, 56, 216, 296, p.paper, 12, { stroke: p.soft, 'stroke-width': 3 }) +
  rect(100, 50, 216, 296, p.main, 14) +
  rect(282, 50, 12, 296, p.dark) +
  Array.from(
    { length: 10 },
    (_, i) => circle(116, 79 + i * 28, 5, p.dark) + rect(84, 74 + i * 28, 36, 10, p.metal, 5),
  ).join('') +
  rect(146, 96, 112, 64, p.paper, 8) +
  rect(160, 112, 84, 10, p.ink, 5) +
  rect(160, 132, 60, 8, p.soft, 4) +
  printMark(204, 252, 36, p, v);

const sticker: Drawing = (p, v) =>
  path(
    'M92,60 H308 a32,32 0 0 1 32,32 V252 L252,340 H92 a32,32 0 0 1 -32,-32 V92 a32,32 0 0 1 32,-32 Z',
    p.paper,
  ) +
  path(
    'M98,76 H302 a22,22 0 0 1 22,22 V245 L245,324 H98 a22,22 0 0 1 -22,-22 V98 a22,22 0 0 1 22,-22 Z',
    p.main,
  ) +
  printMark(192, 192, 84, p, v) +
  path('M340,252 L252,340 Q242,262 340,252 Z', p.ink, {
    opacity: 0.18,
    transform: 'translate(6 6)',
  }) +
  path('M340,252 L252,340 Q240,240 340,252 Z', p.soft);

const box: Drawing = (p) =>
  path('M200,92 L322,152 L200,212 L78,152 Z', p.light) +
  path('M78,152 L200,212 V342 L78,282 Z', p.main) +
  path('M200,212 L322,152 V282 L200,342 Z', p.dark) +
  path('M126.8,128 L151.2,116 L273.2,176 L248.8,188 Z', p.accent) +
  path('M248.8,188 L273.2,176 V246 L248.8,258 Z', p.accent, { opacity: 0.8 }) +
  group(
    'matrix(1 0.49 0 1 0 0)',
    rect(98, 186, 80, 52, p.paper, 4) +
      rect(108, 198, 52, 8, p.ink, 4) +
      rect(108, 214, 36, 6, p.soft, 3),
  );

const calendarCell = (p: Palette, highlight: number, i: number): string =>
  rect(
    85 + (i % 7) * 34,
    166 + Math.floor(i / 7) * 34,
    26,
    26,
    i === highlight ? p.accent : p.soft,
    5,
  );

const calendar: Drawing = (p, v) =>
  rect(70, 84, 260, 266, p.paper, 16) +
  path('M70,148 V100 a16,16 0 0 1 16,-16 H314 a16,16 0 0 1 16,16 V148 Z', p.main) +
  rect(124, 60, 16, 48, p.dark, 8) +
  rect(260, 60, 16, 48, p.dark, 8) +
  rect(160, 110, 80, 14, p.paper, 7) +
  Array.from({ length: 35 }, (_, i) => calendarCell(p, (Math.abs(v) * 9 + 10) % 35, i)).join('');

const toteBag: Drawing = (p, v) =>
  line('M166,162 C166,70 234,70 234,162', p.dark, 14) +
  line('M136,162 C136,52 264,52 264,162', p.main, 16) +
  path('M84,156 H316 L328,350 H72 Z', p.main) +
  path('M84,156 H316 L317.4,176 H82.6 Z', p.dark, { opacity: 0.35 }) +
  rect(128, 160, 16, 30, p.dark, 3, { opacity: 0.6 }) +
  rect(256, 160, 16, 30, p.dark, 3, { opacity: 0.6 }) +
  printMark(200, 262, 54, p, v);

const cap: Drawing = (p, v) =>
  group(
    'translate(0 22)',
    path('M60,262 C56,150 130,92 205,92 C280,92 322,160 318,262 Z', p.main) +
      path(
        'M250,248 C310,244 372,246 394,262 C398,276 372,284 320,284 C290,284 262,280 250,276 Z',
        p.dark,
      ) +
      line('M205,96 C176,140 168,200 170,260', p.dark, 5, { opacity: 0.35 }) +
      line('M205,96 C246,140 258,200 258,260', p.dark, 5, { opacity: 0.35 }) +
      rect(58, 250, 210, 18, p.dark, 6, { opacity: 0.5 }) +
      el('ellipse', { cx: 205, cy: 92, rx: 18, ry: 8, fill: p.dark }) +
      circle(128, 160, 5, p.dark) +
      printMark(286, 192, 30, p, v),
  );

const envelope: Drawing = (p, v) =>
  path('M60,170 L200,66 L340,170 Z', p.dark) +
  rect(60, 168, 280, 172, p.dark, 14) +
  rect(92, 104, 216, 190, p.paper, 6) +
  rect(112, 124, 110, 12, p.ink, 6) +
  textBars(112, 148, [176, 160, 170], 8, 10, p.soft) +
  path('M60,170 L200,262 L340,170 V326 a14,14 0 0 1 -14,14 H74 a14,14 0 0 1 -14,-14 Z', p.main) +
  line('M66,334 L170,252', p.dark, 4, { opacity: 0.3 }) +
  line('M334,334 L230,252', p.dark, 4, { opacity: 0.3 }) +
  printMark(200, 268, 24, p, v);

const tape = (x: number, angle: number, p: Palette): string =>
  group(`rotate(${angle} ${x} 48)`, rect(x - 26, 38, 52, 20, p.soft, 2, { opacity: 0.9 }));

const poster: Drawing = (p, v) =>
  rect(92, 44, 216, 312, p.paper, 4) +
  rect(108, 60, 184, 206, p.main) +
  circle(232, 126, 36, p.accent) +
  path('M108,266 L170,172 L214,234 L246,202 L292,266 Z', p.dark) +
  printMark(142, 96, 20, p, v) +
  rect(108, 282, 150, 18, p.ink, 9) +
  textBars(108, 312, [184, 130], 8, 9, p.soft) +
  tape(100, -32, p) +
  tape(300, 32, p);

const DRAWINGS: Record<DemoIcon, { draw: Drawing; focus: readonly [number, number] }> = {
  'business-card': { draw: businessCard, focus: [130, 240] },
  flyer: { draw: flyer, focus: [188, 150] },
  'roll-up-banner': { draw: rollUpBanner, focus: [200, 120] },
  mug: { draw: mug, focus: [196, 220] },
  't-shirt': { draw: tShirt, focus: [200, 200] },
  pen: { draw: pen, focus: [130, 250] },
  notebook: { draw: notebook, focus: [150, 150] },
  sticker: { draw: sticker, focus: [250, 250] },
  box: { draw: box, focus: [200, 200] },
  calendar: { draw: calendar, focus: [200, 170] },
  'tote-bag': { draw: toteBag, focus: [200, 240] },
  cap: { draw: cap, focus: [250, 200] },
  envelope: { draw: envelope, focus: [200, 220] },
  poster: { draw: poster, focus: [190, 170] },
};

/** SVG markup (no wrapper) of an item's pictogram; `variant` varies small details such as the printed logo. */
export function pictogram(icon: DemoIcon, palette: Palette, variant: number): string {
  return DRAWINGS[icon].draw(palette, variant);
}

/** The point of a pictogram a close-up view zooms in on. */
export function pictogramFocus(icon: DemoIcon): readonly [number, number] {
  return DRAWINGS[icon].focus;
}
