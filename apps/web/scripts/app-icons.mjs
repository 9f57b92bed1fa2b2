// Draws the installable app's icons (apps/web/public/icons/*.png) from one vector logo: the
// favicon's printer, with a printed sheet coming out. Run once when the logo changes
// (`node apps/web/scripts/app-icons.mjs`); the PNGs are committed, so a build needs no sharp.
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';

const BRAND = '#0f766e';
const ACCENT = '#db2777';
const outDir = new URL('../public/icons/', import.meta.url);

/** The printer on a 32-unit grid (as favicon.svg), centred on (16, 16). */
const printer = `
  <path d="M10 12V6h12v6" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>
  <path d="M10 22H8a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-2" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>
  <circle cx="22.5" cy="15" r="1.2" fill="${ACCENT}"/>
  <path d="M10 18h12v8H10z" fill="#fff" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>
  <path d="M12.5 21h7M12.5 23.5h5" stroke="${BRAND}" stroke-width="1.2" stroke-linecap="round"/>`;

/**
 * The logo on a `size` square: the printer takes `share` of the side. `rounded` draws the
 * brand tile with rounded corners (icons shown as they are); otherwise the colour fills the
 * square, for icons the platform crops itself (maskable, Apple's).
 */
function logo(size, share, rounded) {
  const scale = (size * share) / 20; // the printer spans 20 units (6 → 26)
  const offset = size / 2 - 16 * scale;
  const radius = rounded ? size * 0.22 : 0;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${printer}</g>
</svg>`);
}

const icons = [
  // purpose "any": shown as drawn, corners included.
  ['icon-192.png', 192, 0.56, true],
  ['icon-512.png', 512, 0.56, true],
  // purpose "maskable": the platform may cut it to a circle of 80% of the side (the safe zone);
  // the printer's corners stay inside it (half its diagonal, 0.43 × 0.71, is under 0.4).
  ['icon-maskable-192.png', 192, 0.43, false],
  ['icon-maskable-512.png', 512, 0.43, false],
  // iOS rounds the corners itself and wants no transparency.
  ['apple-touch-icon.png', 180, 0.5, false],
];

await mkdir(outDir, { recursive: true });
for (const [name, size, share, rounded] of icons) {
  await sharp(logo(size, share, rounded))
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(name, outDir).pathname);
  console.log(`wrote ${name}`);
}
