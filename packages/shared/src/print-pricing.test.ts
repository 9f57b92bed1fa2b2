import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PrintEffect, PrintOptionGroup, PrintTier, ProductPrint } from './print';
import { artworkDpiFor } from './print';
import {
  artworkSpecFor,
  cheaperLargerOrder,
  cheapestPrintPiece,
  discountedUnitPrice,
  PrintChoiceError,
  printLinePrice,
  printTierFor,
  printTierTable,
  type PrintPriceInput,
} from './pricing';

/**
 * Print pricing (docs/design.md §13) against a reference written apart from pricing.ts: exact decimals
 * as a bigint over a power of ten, so neither floats nor big.js decide the expected figures.
 */

interface Exact {
  n: bigint;
  /** The value is n / 10^scale. */
  scale: number;
}

const exact = (text: string): Exact => {
  const [whole = '0', fraction = ''] = text.split('.');
  return { n: BigInt(whole + fraction), scale: fraction.length };
};
const pow10 = (k: number) => 10n ** BigInt(k);
const align = (a: Exact, b: Exact): [bigint, bigint, number] => {
  const scale = Math.max(a.scale, b.scale);
  return [a.n * pow10(scale - a.scale), b.n * pow10(scale - b.scale), scale];
};
const add = (a: Exact, b: Exact): Exact => {
  const [x, y, scale] = align(a, b);
  return { n: x + y, scale };
};
const sub = (a: Exact, b: Exact): Exact => {
  const [x, y, scale] = align(a, b);
  return { n: x - y, scale };
};
const mul = (a: Exact, b: Exact): Exact => ({ n: a.n * b.n, scale: a.scale + b.scale });
/** floor(a × percent / 100) for a ≥ 0, a whole number. */
const floorPercent = (a: Exact, percent: number): Exact => ({
  n: (a.n * BigInt(percent)) / (pow10(a.scale) * 100n),
  scale: 0,
});
const sameValue = (a: Exact, b: Exact) => {
  const [x, y] = align(a, b);
  return x === y;
};
const ofBig = (value: { toFixed(): string }) => exact(value.toFixed());

/** The reference: unit USD = (tier + per-unit effects) × factors; IQD with the floored discount. */
function reference(input: {
  print: ProductPrint;
  rate: string;
  discount: number;
  quantity: number;
  choice: Record<string, string>;
}) {
  const tier = [...input.print.tiers].reverse().find((t) => t.minQuantity <= input.quantity);
  if (!tier) throw new Error('below the minimum');
  let unit = exact(tier.unitPrice);
  let factor = exact('1');
  let job = exact('0');
  for (const group of input.print.options) {
    const value = group.values.find((v) => v.id === input.choice[group.id]);
    if (!value) throw new Error('no value');
    const amount = exact(value.effect.amount);
    if (value.effect.kind === 'per_unit') unit = add(unit, amount);
    else if (value.effect.kind === 'multiply') factor = mul(factor, amount);
    else job = add(job, amount);
  }
  const rate = exact(input.rate);
  const grossUnit = mul(mul(unit, factor), rate);
  const unitPrice = sub(grossUnit, floorPercent(grossUnit, input.discount));
  const grossJob = mul(job, rate);
  const jobFee = sub(grossJob, floorPercent(grossJob, input.discount));
  const total = add(mul(unitPrice, exact(String(input.quantity))), jobFee);
  return { tier, unitPrice, jobFee, total };
}

// --- Arbitraries -------------------------------------------------------------------------------

/** A decimal text with up to `places` decimals in [0, max]. */
const decimalText = (max: number, places: number, positive = false) =>
  fc
    .tuple(
      fc.integer({ min: positive ? 1 : 0, max: max * 10 ** places }),
      fc.integer({ min: 0, max: places }),
    )
    .map(([units, shown]) => {
      const scaled = Math.floor(units / 10 ** (places - shown)) || (positive ? 1 : 0);
      const text = String(scaled).padStart(shown + 1, '0');
      return shown === 0 ? text : `${text.slice(0, -shown)}.${text.slice(-shown)}`;
    });

const effectArb: fc.Arbitrary<PrintEffect> = fc.oneof(
  decimalText(5, 4).map((amount) => ({ kind: 'per_unit' as const, amount })),
  decimalText(3, 4, true).map((amount) => ({ kind: 'multiply' as const, amount })),
  decimalText(50, 4).map((amount) => ({ kind: 'per_job' as const, amount })),
);

const groupArb = (index: number): fc.Arbitrary<PrintOptionGroup> =>
  fc.array(effectArb, { minLength: 1, maxLength: 3 }).map((effects) => ({
    id: `group-${index}`,
    kind: 'other',
    enName: `Group ${index}`,
    kuName: '',
    arName: '',
    values: effects.map((effect, v) => ({
      id: `value-${v}`,
      enName: `Value ${v}`,
      kuName: '',
      arName: '',
      effect,
    })),
  }));

const tiersArb: fc.Arbitrary<PrintTier[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 5 })
  .chain((starts) =>
    fc
      .array(decimalText(2, 4, true), { minLength: starts.length, maxLength: starts.length })
      .map((prices) =>
        [...starts]
          .sort((a, b) => a - b)
          .map((minQuantity, i) => ({ minQuantity, unitPrice: prices[i] ?? '1' })),
      ),
  );

const printArb: fc.Arbitrary<ProductPrint> = fc
  .tuple(fc.integer({ min: 0, max: 3 }), tiersArb)
  .chain(([groups, tiers]) =>
    fc
      .tuple(...Array.from({ length: groups }, (_, i) => groupArb(i)))
      .map((options) => ({ options, tiers, artwork: null })),
  );

/** A product set-up with a full choice, a quantity at or above the minimum, a rate and discount. */
const caseArb = printArb.chain((print) =>
  fc.record({
    print: fc.constant(print),
    choice: fc
      .tuple(...print.options.map((g) => fc.constantFrom(...g.values.map((v) => v.id))))
      .map((ids) => Object.fromEntries(print.options.map((g, i) => [g.id, ids[i] ?? '']))),
    quantity: fc.integer({ min: print.tiers[0]?.minQuantity ?? 1, max: 20_000 }),
    rate: decimalText(2000, 3, true),
    discount: fc.integer({ min: 0, max: 100 }),
  }),
);

const priceOf = (c: {
  print: ProductPrint;
  choice: Record<string, string>;
  quantity: number;
  rate: string;
  discount: number;
}): PrintPriceInput => ({
  print: c.print,
  basePrice: '1',
  discountPercent: c.discount,
  rate: c.rate,
  quantity: c.quantity,
  choice: c.choice,
});

describe('printLinePrice (property-based)', () => {
  it('gives the exact unit price, job fee and total of the reference', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const price = printLinePrice(priceOf(c));
        const expected = reference(c);
        expect(price.tier).toEqual(expected.tier);
        expect(sameValue(ofBig(price.unitPrice), expected.unitPrice)).toBe(true);
        expect(sameValue(ofBig(price.jobFee), expected.jobFee)).toBe(true);
        expect(sameValue(ofBig(price.total), expected.total)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('picks the band at each tier’s start, the band before one piece earlier, and refuses below the first', () => {
    fc.assert(
      fc.property(tiersArb, (tiers) => {
        for (const [i, tier] of tiers.entries()) {
          expect(printTierFor(tiers, tier.minQuantity)).toEqual(tier);
          const before = tier.minQuantity - 1;
          if (i > 0) expect(printTierFor(tiers, before)).toEqual(tiers[i - 1]);
          const next = tiers[i + 1];
          if (next) expect(printTierFor(tiers, next.minQuantity - 1)).toEqual(tier);
        }
        const first = tiers[0]!;
        let refused: unknown;
        try {
          printTierFor(tiers, first.minQuantity - 1);
        } catch (error) {
          refused = error;
        }
        expect(refused).toBeInstanceOf(PrintChoiceError);
        expect(refused).toMatchObject({
          code: 'print_quantity_below_minimum',
          params: { min: first.minQuantity },
        });
      }),
    );
  });

  it('adds the per-job fee once, whatever the quantity in a band', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 0, max: 50 }), (c, more) => {
        const a = printLinePrice(priceOf(c));
        const tierEnd = c.print.tiers.find((t) => t.minQuantity > c.quantity)?.minQuantity;
        const quantity = Math.min(c.quantity + more, (tierEnd ?? Infinity) - 1);
        const b = printLinePrice({ ...priceOf(c), quantity });
        expect(b.jobFee.eq(a.jobFee)).toBe(true);
        expect(b.unitPrice.eq(a.unitPrice)).toBe(true);
        expect(b.total.minus(a.total).eq(a.unitPrice.times(quantity - c.quantity))).toBe(true);
      }),
    );
  });

  it('agrees with the tier table at every band’s start', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { quantity: _ignored, ...withoutQuantity } = priceOf(c);
        for (const row of printTierTable(withoutQuantity)) {
          const expected = reference({ ...c, quantity: row.tier.minQuantity });
          expect(sameValue(ofBig(row.unitPrice), expected.unitPrice)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('refuses an unknown group, an unknown value and a missing group', () => {
    fc.assert(
      fc.property(
        caseArb.filter((c) => c.print.options.length > 0),
        (c) => {
          const [first] = c.print.options;
          const attempts: [Record<string, string>, string][] = [
            [{ ...c.choice, 'no-such-group': 'x' }, 'print_option_unknown'],
            [{ ...c.choice, [first!.id]: 'no-such-value' }, 'print_option_unknown'],
            [
              Object.fromEntries(Object.entries(c.choice).filter(([id]) => id !== first!.id)),
              'print_option_missing',
            ],
          ];
          for (const [choice, code] of attempts) {
            expect(() => printLinePrice({ ...priceOf(c), choice })).toThrow(PrintChoiceError);
            try {
              printLinePrice({ ...priceOf(c), choice });
            } catch (error) {
              expect((error as PrintChoiceError).code).toBe(code);
            }
          }
        },
      ),
    );
  });
});

describe('printLinePrice where binary floats go wrong', () => {
  const oneGroup = (effects: PrintEffect[], tiers: PrintTier[]): ProductPrint => ({
    options: effects.map((effect, i) => ({
      id: `g${i}`,
      kind: 'other',
      enName: `G${i}`,
      kuName: '',
      arName: '',
      values: [{ id: 'v', enName: 'V', kuName: '', arName: '', effect }],
    })),
    tiers,
    artwork: null,
  });
  const choiceOf = (print: ProductPrint) =>
    Object.fromEntries(print.options.map((g) => [g.id, 'v']));

  it('0.1 + 0.2 per unit at 1310 is 393 IQD, not 393.00000000000006', () => {
    const print = oneGroup(
      [{ kind: 'per_unit', amount: '0.2' }],
      [{ minQuantity: 1, unitPrice: '0.1' }],
    );
    const price = printLinePrice({
      print,
      basePrice: '0',
      discountPercent: 0,
      rate: '1310',
      quantity: 3,
      choice: choiceOf(print),
    });
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(price.unitPrice.toFixed()).toBe('393');
    expect(price.total.toFixed()).toBe('1179');
  });

  it('multiplies exactly (1.1 × 1.1 × 0.07) and rounds half up only for display', () => {
    const print = oneGroup(
      [
        { kind: 'multiply', amount: '1.1' },
        { kind: 'multiply', amount: '1.1' },
        { kind: 'per_job', amount: '0.035' },
      ],
      [{ minQuantity: 100, unitPrice: '0.07' }],
    );
    const price = printLinePrice({
      print,
      basePrice: '0',
      discountPercent: 0,
      rate: '1',
      quantity: 1000,
      choice: choiceOf(print),
    });
    // 0.07 × 1.21 = 0.0847 exactly (floats give 0.08470000000000001).
    expect(0.07 * 1.1 * 1.1).not.toBe(0.0847);
    expect(price.unitPrice.toFixed()).toBe('0.0847');
    expect(price.jobFee.toFixed(2)).toBe('0.04'); // 0.035 half up; floats give 0.03
    expect(price.total.toFixed()).toBe('84.735');
  });

  it('floors the discount on the exact IQD amount (10 % of 114.625 is 11)', () => {
    const print = oneGroup(
      [
        { kind: 'per_unit', amount: '0.01' },
        { kind: 'multiply', amount: '1.25' },
        { kind: 'per_job', amount: '5' },
      ],
      [
        { minQuantity: 100, unitPrice: '0.09' },
        { minQuantity: 500, unitPrice: '0.06' },
      ],
    );
    const input = {
      print,
      basePrice: '0',
      discountPercent: 10,
      rate: '1310',
      choice: choiceOf(print),
    };
    const at500 = printLinePrice({ ...input, quantity: 500 });
    expect(at500.unitPrice.toFixed()).toBe('103.625');
    expect(at500.jobFee.toFixed()).toBe('5895');
    expect(at500.total.toFixed()).toBe('57707.5');
    const at499 = printLinePrice({ ...input, quantity: 499 });
    expect(at499.tier?.minQuantity).toBe(100);
    expect(() => printLinePrice({ ...input, quantity: 99 })).toThrow(PrintChoiceError);
  });
});

/** Every full choice of a set-up (the arbitraries keep it to at most 3 × 3 × 3). */
function everyChoice(print: ProductPrint): Record<string, string>[] {
  return print.options.reduce<Record<string, string>[]>(
    (choices, group) =>
      choices.flatMap((choice) => group.values.map((v) => ({ ...choice, [group.id]: v.id }))),
    [{}],
  );
}

describe('cheapestPrintPiece (the "from … a piece" figure)', () => {
  it('is the lowest unit price of every tier and every choice, and one the configurator gives', () => {
    fc.assert(
      fc.property(printArb, decimalText(2000, 3, true), (print, rate) => {
        const cheapest = cheapestPrintPiece(print, '1');
        const from = discountedUnitPrice(cheapest.unitBase, rate, 0);
        for (const tier of print.tiers) {
          for (const choice of everyChoice(print)) {
            const unit = reference({
              print,
              rate,
              discount: 0,
              quantity: tier.minQuantity,
              choice,
            });
            const [shown, lowest] = align(unit.unitPrice, ofBig(from));
            expect(shown >= lowest).toBe(true);
          }
        }
        const quantity = cheapest.tier?.minQuantity ?? 1;
        for (const discount of [0, 10, 35]) {
          const configured = printLinePrice({
            print,
            basePrice: '1',
            discountPercent: discount,
            rate,
            quantity,
            choice: cheapest.choice,
          });
          expect(
            configured.unitPrice.eq(discountedUnitPrice(cheapest.unitBase, rate, discount)),
          ).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('weighs an addition against a factor: 0.05 + 0.01 beats 0.05 × 1.5, and × 1.1 beats + 0.05', () => {
    const group = (id: string, effects: PrintEffect[]): PrintOptionGroup => ({
      id,
      kind: 'other',
      enName: id,
      kuName: '',
      arName: '',
      values: effects.map((effect, i) => ({
        id: `v${i}`,
        enName: `v${i}`,
        kuName: '',
        arName: '',
        effect,
      })),
    });
    const tiers: PrintTier[] = [
      { minQuantity: 100, unitPrice: '0.09' },
      { minQuantity: 500, unitPrice: '0.05' },
      { minQuantity: 1000, unitPrice: '0.06' },
    ];
    const cheap = cheapestPrintPiece(
      {
        tiers,
        options: [
          group('finish', [
            { kind: 'multiply', amount: '1.5' },
            { kind: 'per_unit', amount: '0.01' },
          ]),
          group('rush', [
            { kind: 'per_job', amount: '20' },
            { kind: 'per_unit', amount: '0.02' },
          ]),
        ],
      },
      '4.5',
    );
    expect(cheap.tier).toEqual(tiers[1]);
    expect(cheap.choice).toEqual({ finish: 'v1', rush: 'v0' });
    expect(cheap.unitBase.toFixed()).toBe('0.06');
    const big = cheapestPrintPiece(
      {
        tiers: [{ minQuantity: 1, unitPrice: '1' }],
        options: [
          group('paper', [
            { kind: 'per_unit', amount: '0.05' },
            { kind: 'multiply', amount: '1.1' },
          ]),
        ],
      },
      '0',
    );
    expect(big.choice).toEqual({ paper: 'v0' });
    expect(big.unitBase.toFixed()).toBe('1.05');
  });

  it('is the product’s own price without tiers or options', () => {
    const cheap = cheapestPrintPiece({ tiers: [], options: [] }, '4.50');
    expect(cheap).toMatchObject({ tier: null, choice: {} });
    expect(cheap.unitBase.toFixed(2)).toBe('4.50');
  });
});

describe('cheaperLargerOrder (the tier table’s "order more for less")', () => {
  const print: Pick<ProductPrint, 'options' | 'tiers'> = {
    options: [],
    tiers: [
      { minQuantity: 100, unitPrice: '0.05' },
      { minQuantity: 250, unitPrice: '0.0381679' },
    ],
  };
  const at = (quantity: number) =>
    cheaperLargerOrder({
      print,
      basePrice: '1',
      discountPercent: 0,
      rate: '1310',
      quantity,
      choice: {},
    });

  it('names the next band when its first quantity costs less in all: 250 for 12,500 IQD < 240', () => {
    const cheaper = at(240);
    expect(cheaper?.tier?.minQuantity).toBe(250);
    expect(cheaper?.total.round(0).toFixed(0)).toBe('12500');
  });

  it('is null when more pieces cost more, and above the last band', () => {
    expect(at(150)).toBeNull();
    expect(at(300)).toBeNull();
  });

  it('is never dearer than the quantity it is offered instead of (property)', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const cheaper = cheaperLargerOrder(priceOf(c));
        const now = printLinePrice(priceOf(c));
        if (cheaper) {
          expect(cheaper.total.lt(now.total)).toBe(true);
          expect(cheaper.tier!.minQuantity).toBeGreaterThan(c.quantity);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('artworkDpiFor (issue 35.7)', () => {
  const at = (widthMm: number, heightMm: number) => ({ trim: { widthMm, heightMm } });
  it('defaults by the size printed: cards and A3, up to a metre, larger', () => {
    expect(artworkDpiFor(at(85, 55))).toEqual({ minDpi: 150, warnDpi: 300 });
    expect(artworkDpiFor(at(297, 420))).toEqual({ minDpi: 150, warnDpi: 300 });
    expect(artworkDpiFor(at(700, 500))).toEqual({ minDpi: 100, warnDpi: 150 });
    expect(artworkDpiFor(at(850, 2000))).toEqual({ minDpi: 60, warnDpi: 100 });
  });
  it("takes the seller's figures, never warning below the minimum", () => {
    expect(artworkDpiFor({ ...at(850, 2000), minDpi: 120 })).toEqual({ minDpi: 120, warnDpi: 120 });
    expect(artworkDpiFor({ ...at(85, 55), minDpi: 200, warnDpi: 250 })).toEqual({
      minDpi: 200,
      warnDpi: 250,
    });
  });
  it("carries a product's resolutions into what its files are checked against", () => {
    const print = {
      options: [],
      artwork: {
        required: true,
        trim: { widthMm: 850, heightMm: 2000 },
        bleedMm: 3,
        sides: 1 as const,
        minDpi: 80,
      },
    };
    expect(artworkSpecFor(print, {})).toEqual({
      trim: { widthMm: 850, heightMm: 2000 },
      bleedMm: 3,
      sides: 1,
      minDpi: 80,
    });
  });
});
