/** Offline image generator for the demo catalogue: seeded SVG compositions, rendered to WebP with sharp. */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { DemoIcon } from './demo-types';
import {
  PICTOGRAM_SIZE,
  circle,
  el,
  group,
  path,
  pictogram,
  pictogramFocus,
  rect,
  star,
  textBars,
} from './pictograms';
import type { Palette } from './pictograms';

export const PRODUCT_IMAGE_WIDTHS = [200, 400, 800] as const;
export const CATEGORY_IMAGE_WIDTHS = [200, 400] as const;
export const BANNER_IMAGE_WIDTHS = [640, 1280] as const;

const PATTERNS = ['dots', 'stripes', 'grid', 'waves', 'checks', 'rings'] as const;
const MOTIFS = ['star', 'sparkle', 'ring', 'triangle', 'plus'] as const;
type PatternKind = (typeof PATTERNS)[number];
type MotifKind = (typeof MOTIFS)[number];
type Point = readonly [number, number];
type Random = () => number;

/** Everything a seed decides about an image. */
interface Look {
  palette: Palette;
  pattern: PatternKind;
  patternAngle: number;
  motif: MotifKind;
  mark: number;
  tilt: number;
}

const SQUARE_SPOTS: readonly Point[] = [
  [110, 110],
  [690, 115],
  [105, 610],
  [700, 640],
  [400, 78],
  [712, 380],
  [86, 360],
];
const BANNER_SPOTS: readonly Point[] = [
  [700, 90],
  [760, 400],
  [1220, 420],
  [1230, 70],
  [660, 250],
];

/** 32-bit FNV-1a hash of a string, with a final mix. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  // Final avalanche (murmur3 fmix32) so seeds differing in one letter land far apart.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
function randomFrom(text: string): Random {
  let state = hash(text);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** `#rrggbb` for a hue in degrees and saturation/lightness in percent. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function paletteFrom(random: Random): Palette {
  const hue = Math.floor(random() * 360);
  const bgHue = (hue + pick([30, 160, 200, 320], random)) % 360;
  const accentHue = (hue + pick([120, 160, 190, 220], random)) % 360;
  const tone = pick(
    [
      [72, 46],
      [60, 54],
      [58, 40],
      [80, 50],
    ] as const,
    random,
  );
  return {
    main: hsl(hue, tone[0], tone[1]),
    dark: hsl(hue, 55, 30),
    light: hsl(hue, 70, 80),
    accent: hsl(accentHue, 82, 58),
    paper: '#ffffff',
    ink: hsl(hue, 25, 22),
    soft: hsl(hue, 18, 84),
    metal: '#c5ccd6',
    bgTop: hsl(bgHue, 62, 93),
    bgBottom: hsl(bgHue, 52, 82),
    tint: hsl(bgHue, 45, 96),
  };
}

function lookFor(seed: string): Look {
  const random = randomFrom(seed);
  const palette = paletteFrom(random);
  const tilt = (6 + Math.floor(random() * 9)) * (random() < 0.5 ? -1 : 1);
  return {
    palette,
    pattern: pick(PATTERNS, random),
    patternAngle: Math.floor(random() * 90) - 45,
    motif: pick(MOTIFS, random),
    mark: Math.floor(random() * 5),
    tilt,
  };
}

function patternTile(kind: PatternKind, colour: string): string {
  const stroke = { stroke: colour, 'stroke-width': 2.5 };
  const tiles: Record<PatternKind, string> = {
    dots: circle(20, 20, 4.5, colour),
    stripes: rect(0, 0, 10, 40, colour),
    grid: path('M0,0 H40 M0,0 V40', 'none', stroke),
    waves: path('M0,20 Q10,8 20,20 T40,20', 'none', stroke),
    checks: rect(0, 0, 20, 20, colour) + rect(20, 20, 20, 20, colour),
    rings: circle(20, 20, 9, 'none', stroke),
  };
  return tiles[kind];
}

/** Gradients, the seeded pattern and the drop shadow every composition may refer to. */
function defs(look: Look, patternColour: string): string {
  const { palette: p } = look;
  const stop = (offset: number, colour: string): string =>
    el('stop', { offset, 'stop-color': colour });
  const background = el(
    'linearGradient',
    { id: 'bg', x1: 0, y1: 0, x2: 0, y2: 1 },
    stop(0, p.bgTop) + stop(1, p.bgBottom),
  );
  const wash = el(
    'linearGradient',
    { id: 'wash', x1: 0, y1: 0, x2: 1, y2: 1 },
    stop(0, p.dark) + stop(1, p.main),
  );
  const pattern = el(
    'pattern',
    {
      id: 'pattern',
      width: 40,
      height: 40,
      patternUnits: 'userSpaceOnUse',
      patternTransform: `rotate(${look.patternAngle})`,
    },
    patternTile(look.pattern, patternColour),
  );
  const shadow = el(
    'filter',
    { id: 'shadow', x: '-25%', y: '-25%', width: '150%', height: '150%' },
    el('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: 7 }) +
      el('feOffset', { dx: 0, dy: 9, result: 'blur' }) +
      el('feFlood', { 'flood-color': p.ink, 'flood-opacity': 0.25 }) +
      el('feComposite', { in2: 'blur', operator: 'in' }) +
      el('feMerge', {}, el('feMergeNode', {}) + el('feMergeNode', { in: 'SourceGraphic' })),
  );
  return el('defs', {}, background + wash + pattern + shadow);
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function motif(kind: MotifKind, [x, y]: Point, size: number, colour: string): string {
  switch (kind) {
    case 'star':
      return star(x, y, size, size * 0.45, colour);
    case 'sparkle':
      return star(x, y, size, size * 0.28, colour, 4);
    case 'ring':
      return circle(x, y, size * 0.7, 'none', { stroke: colour, 'stroke-width': size * 0.28 });
    case 'triangle':
      return path(
        `M${x},${y - size} L${x + size * 0.9},${y + size * 0.6} L${x - size * 0.9},${y + size * 0.6} Z`,
        colour,
      );
    case 'plus':
      return (
        rect(x - size * 0.2, y - size, size * 0.4, size * 2, colour, size * 0.2) +
        rect(x - size, y - size * 0.2, size * 2, size * 0.4, colour, size * 0.2)
      );
  }
}

/** `count` of the seed's motif scattered over distinct spots. */
function motifs(look: Look, spots: readonly Point[], count: number, random: Random): string {
  const free = [...spots];
  const colours = [look.palette.accent, look.palette.paper, look.palette.main];
  return Array.from({ length: Math.min(count, free.length) }, (_, i) => {
    const [spot] = free.splice(Math.floor(random() * free.length), 1);
    return spot
      ? motif(
          look.motif,
          spot,
          16 + random() * 20,
          colours[i % colours.length] ?? look.palette.accent,
        )
      : '';
  }).join('');
}

/** The pictogram centred on (x, y), scaled and rotated, with a drop shadow. */
function placed(icon: DemoIcon, look: Look, [x, y]: Point, scale: number, angle = 0): string {
  const half = PICTOGRAM_SIZE / 2;
  const transform = `translate(${x} ${y}) rotate(${angle}) scale(${scale}) translate(${-half} ${-half})`;
  return group(transform, pictogram(icon, look.palette, look.mark), { filter: 'url(#shadow)' });
}

function squareBackground(look: Look, patternOpacity: number): string {
  return (
    rect(0, 0, 800, 800, 'url(#bg)') +
    rect(0, 0, 800, 800, 'url(#pattern)', 0, { opacity: patternOpacity })
  );
}

function frontView(icon: DemoIcon, look: Look, random: Random): string {
  return (
    motifs(look, SQUARE_SPOTS, 3, random) +
    el('ellipse', { cx: 400, cy: 650, rx: 220, ry: 22, fill: look.palette.ink, opacity: 0.12 }) +
    placed(icon, look, [400, 378], 1.55)
  );
}

function angledView(icon: DemoIcon, look: Look, random: Random): string {
  return (
    group(
      `rotate(${-2 * look.tilt} 400 400)`,
      rect(150, 150, 500, 500, look.palette.light, 64, { opacity: 0.6 }),
    ) +
    circle(400, 400, 250, look.palette.paper, { opacity: 0.45 }) +
    motifs(look, SQUARE_SPOTS, 4, random) +
    placed(icon, look, [405, 400], 1.3, look.tilt)
  );
}

function detailView(icon: DemoIcon, look: Look): string {
  const [fx, fy] = pictogramFocus(icon);
  const card = (fill: string, more: Record<string, string | number> = {}): string =>
    rect(70, 70, 660, 660, fill, 56, more);
  const zoomed = group(
    `translate(400 400) scale(2.6) translate(${-fx} ${-fy})`,
    pictogram(icon, look.palette, look.mark),
  );
  return (
    el('clipPath', { id: 'card' }, card('#000')) +
    group('translate(0 10)', card(look.palette.ink, { opacity: 0.15 })) +
    el('g', { 'clip-path': 'url(#card)' }, card(look.palette.tint) + zoomed) +
    card('none', { stroke: look.palette.paper, 'stroke-width': 12 })
  );
}

const VIEWS = [frontView, angledView, detailView] as const;

/** 800×800 product image: the item's pictogram in the seed's colours; view 0 front, 1 angled, 2 close-up. */
export function productSvg(icon: DemoIcon, seed: string, view: number): string {
  const look = lookFor(seed);
  const index = ((Math.trunc(view) % VIEWS.length) + VIEWS.length) % VIEWS.length;
  const compose = VIEWS[index] ?? frontView;
  const body = compose(icon, look, randomFrom(`${seed}#view${index}`));
  return svgDocument(800, 800, defs(look, look.palette.dark) + squareBackground(look, 0.1) + body);
}

/** 800×800 category image: the pictogram on a soft, seed-coloured background. */
export function categorySvg(icon: DemoIcon, seed: string): string {
  const look = lookFor(seed);
  const body =
    circle(400, 400, 310, look.palette.paper, { opacity: 0.5 }) +
    circle(400, 400, 250, look.palette.tint) +
    motifs(look, SQUARE_SPOTS, 4, randomFrom(`${seed}#category`)) +
    placed(icon, look, [400, 400], 1.35);
  return svgDocument(800, 800, defs(look, look.palette.dark) + squareBackground(look, 0.06) + body);
}

/** 1280×480 promotional banner: gradient, shapes, headline bars and a button on the left, the pictogram large on the right. */
export function bannerSvg(icon: DemoIcon, seed: string): string {
  const look = lookFor(seed);
  const { palette: p } = look;
  const background =
    rect(0, 0, 1280, 480, 'url(#wash)') +
    rect(0, 0, 1280, 480, 'url(#pattern)', 0, { opacity: 0.08 }) +
    circle(1200, 40, 240, p.light, { opacity: 0.18 }) +
    circle(740, 540, 210, p.accent, { opacity: 0.25 }) +
    circle(40, 470, 150, p.paper, { opacity: 0.08 });
  const copy =
    textBars(96, 120, [520, 380], 44, 18, p.paper) +
    textBars(96, 264, [440, 330], 14, 14, p.light) +
    rect(96, 344, 212, 60, p.accent, 30) +
    rect(138, 368, 128, 12, p.paper, 6);
  const hero =
    circle(990, 240, 222, 'none', { stroke: p.paper, 'stroke-width': 6, opacity: 0.35 }) +
    circle(990, 240, 198, p.tint) +
    motifs(look, BANNER_SPOTS, 3, randomFrom(`${seed}#banner`)) +
    placed(icon, look, [990, 240], 0.92, look.tilt / 2);
  return svgDocument(1280, 480, defs(look, p.paper) + background + copy + hero);
}

/** Renders an SVG to `${dir}/${baseName}-${width}.webp` for each width (aspect kept), in parallel; returns the file names. */
export async function writeWebpVariants(
  svg: string,
  dir: string,
  baseName: string,
  widths: readonly number[],
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const input = Buffer.from(svg);
  const { width: nativeWidth = 0 } = await sharp(input).metadata();
  const largest = Math.max(...widths);
  // Rasterise the SVG once, at the largest width (denser when upscaling so edges stay sharp);
  // the smaller variants are resized from that bitmap, which is far cheaper than re-rendering.
  const density =
    nativeWidth > 0 && largest > nativeWidth ? Math.ceil((72 * largest) / nativeWidth) : 72;
  const master = await sharp(input, { density }).resize({ width: largest }).png().toBuffer();
  return Promise.all(
    widths.map(async (width) => {
      const fileName = `${baseName}-${width}.webp`;
      await sharp(master).resize({ width }).webp({ quality: 78 }).toFile(join(dir, fileName));
      return fileName;
    }),
  );
}
