import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, it, expect } from 'vitest';
import { DEMO_ICONS } from './demo-types';
import {
  BANNER_IMAGE_WIDTHS,
  PRODUCT_IMAGE_WIDTHS,
  bannerSvg,
  categorySvg,
  productSvg,
  writeWebpVariants,
} from './images';

/** Rasterises an SVG to raw RGB pixels at a small size. */
async function pixels(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize({ width: 100 }).removeAlpha().raw().toBuffer();
}

/** Share of bytes that differ noticeably between two equally sized buffers. */
function difference(a: Buffer, b: Buffer): number {
  let changed = 0;
  for (let i = 0; i < a.length; i += 1) {
    if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > 16) changed += 1;
  }
  return changed / a.length;
}

async function expectRenderable(svg: string, width: number, height: number): Promise<void> {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).not.toMatch(/<text|font-family|<tspan/);
  const { info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([width, height]);
}

describe('demo image SVGs', () => {
  it.each(DEMO_ICONS)('%s renders as product views, category and banner', async (icon) => {
    for (const view of [0, 1, 2])
      await expectRenderable(productSvg(icon, `${icon}-sample`, view), 800, 800);
    await expectRenderable(categorySvg(icon, icon), 800, 800);
    await expectRenderable(bannerSvg(icon, icon), 1280, 480);
  });

  it('is deterministic for a seed', () => {
    expect(productSvg('mug', 'mug-classic', 1)).toBe(productSvg('mug', 'mug-classic', 1));
    expect(bannerSvg('poster', 'posters')).toBe(bannerSvg('poster', 'posters'));
  });

  it('gives sibling products visibly different images', async () => {
    const first = await pixels(productSvg('mug', 'mug-classic-white', 0));
    const second = await pixels(productSvg('mug', 'mug-travel-steel', 0));
    expect(first.length).toBe(second.length);
    expect(difference(first, second)).toBeGreaterThan(0.2);
  });

  it('gives each view of a product a different composition', async () => {
    const views = await Promise.all(
      [0, 1, 2].map((view) => pixels(productSvg('t-shirt', 'tee-basic', view))),
    );
    const [front, angled, detail] = views as [Buffer, Buffer, Buffer];
    expect(difference(front, angled)).toBeGreaterThan(0.1);
    expect(difference(front, detail)).toBeGreaterThan(0.1);
    expect(difference(angled, detail)).toBeGreaterThan(0.1);
  });

  it('gives categories different images', async () => {
    const cards = await pixels(categorySvg('business-card', 'business-cards'));
    const flyers = await pixels(categorySvg('business-card', 'flyers'));
    expect(difference(cards, flyers)).toBeGreaterThan(0.2);
  });
});

describe('writeWebpVariants', () => {
  it('writes one WebP per width, keeping the aspect ratio, into a new directory', async () => {
    const root = await mkdtemp(join(tmpdir(), 'chapkhana-images-'));
    try {
      const dir = join(root, 'products', 'nested');
      const names = await writeWebpVariants(
        productSvg('box', 'box-mailer', 0),
        dir,
        'box-mailer-0',
        PRODUCT_IMAGE_WIDTHS,
      );
      expect(names).toEqual([
        'box-mailer-0-200.webp',
        'box-mailer-0-400.webp',
        'box-mailer-0-800.webp',
      ]);
      expect((await readdir(dir)).sort()).toEqual([...names].sort());
      for (const width of PRODUCT_IMAGE_WIDTHS) {
        const meta = await sharp(join(dir, `box-mailer-0-${width}.webp`)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
      }

      const banners = await writeWebpVariants(
        bannerSvg('mug', 'mugs'),
        root,
        'banner-1',
        BANNER_IMAGE_WIDTHS,
      );
      expect(banners).toEqual(['banner-1-640.webp', 'banner-1-1280.webp']);
      const small = await sharp(join(root, 'banner-1-640.webp')).metadata();
      expect([small.format, small.width, small.height]).toEqual(['webp', 640, 240]);
      const large = await sharp(join(root, 'banner-1-1280.webp')).metadata();
      expect([large.format, large.width, large.height]).toEqual(['webp', 1280, 480]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
