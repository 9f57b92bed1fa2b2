import { describe, expect, it } from 'vitest';
import { productPrintSchema } from '@chapkhana/shared/print';
import { artworkSpecFor, printLinePrice } from '@chapkhana/shared/pricing';
import { demoProducts } from './demo-catalogue';
import { businessCardsPrint, flyersPrint, rollUpBannerPrint } from './demo-print-products';

const printed = demoProducts.filter((product) => product.print);

describe('demo print products', () => {
  it('are in the demo catalogue with set-ups a seller could have saved', () => {
    expect(printed.map((p) => p.slug)).toEqual([
      'custom-business-cards',
      'custom-flyers-a5-a4',
      'custom-roll-up-banner-85x200',
    ]);
    for (const product of printed) {
      const parsed = productPrintSchema.safeParse(product.print);
      expect(parsed.success, product.slug).toBe(true);
      expect(parsed.data).toEqual(product.print);
      expect(product.print?.artwork?.required).toBe(true);
      for (const group of product.print?.options ?? []) {
        for (const entry of [group, ...group.values]) {
          expect(entry.enName).toMatch(/[A-Za-z0-9]/);
          expect(entry.kuName).toMatch(/[\u0600-\u06ff]/);
          expect(entry.arName).toMatch(/[\u0600-\u06ff]/);
        }
      }
    }
  });

  it('price business cards at about 0.05–0.09 USD a card and keep 85 × 55 mm with 3 mm bleed', () => {
    expect(businessCardsPrint.tiers.map((t) => t.minQuantity)).toEqual([100, 250, 500, 1000]);
    for (const tier of businessCardsPrint.tiers) {
      expect(Number(tier.unitPrice)).toBeGreaterThanOrEqual(0.05);
      expect(Number(tier.unitPrice)).toBeLessThanOrEqual(0.09);
    }
    const choice = {
      size: '85x55',
      sides: 'two-sided',
      paper: 'silk-400',
      finish: 'matt-lamination',
      turnaround: 'standard',
    };
    const price = printLinePrice({
      print: businessCardsPrint,
      basePrice: '0.09',
      discountPercent: 0,
      rate: '1',
      quantity: 500,
      choice,
    });
    // 0.06 + 0.01 + 0.005 + 0.008 USD a card.
    expect(price.unitPrice.toFixed()).toBe('0.083');
    expect(artworkSpecFor(businessCardsPrint, choice)).toEqual({
      trim: { widthMm: 85, heightMm: 55 },
      bleedMm: 3,
      sides: 2,
    });
    expect(artworkSpecFor(businessCardsPrint, { ...choice, sides: 'one-sided' })?.sides).toBe(1);
  });

  it('give flyers A5 and A4 trims, and banners 850 × 2000 mm with 5 mm bleed', () => {
    expect(flyersPrint.tiers.map((t) => t.minQuantity)).toEqual([100, 250, 500, 1000, 2500]);
    const flyer = { size: 'a4', paper: 'gloss-130', sides: 'one-sided', turnaround: 'standard' };
    expect(artworkSpecFor(flyersPrint, flyer)?.trim).toEqual({ widthMm: 210, heightMm: 297 });
    expect(artworkSpecFor(flyersPrint, { ...flyer, size: 'a5' })?.trim).toEqual({
      widthMm: 148,
      heightMm: 210,
    });
    expect(rollUpBannerPrint.tiers.map((t) => t.minQuantity)).toEqual([1, 3, 10]);
    expect(rollUpBannerPrint.artwork).toMatchObject({
      trim: { widthMm: 850, heightMm: 2000 },
      bleedMm: 5,
      sides: 1,
    });
  });
});
