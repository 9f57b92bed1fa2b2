import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import fc from 'fast-check';
import { cartParcelSchema } from './cart';
import {
  allocateInSteps,
  cartParcelsView,
  parcelFigures,
  payableFigures,
  settledFigures,
  splitOrderFigures,
} from './order-figures';

const BAGHDAD = '1b000000-0000-4000-8000-000000000001';
const BASRA = '2b000000-0000-4000-8000-000000000002';
const whole = (value: Big) => value.toFixed(0);

describe('parcelFigures', () => {
  /** Two parts, Baghdad's then Basra's: the order's figures and each parcel's, in whole IQD. */
  function splitTwo(lines: [string, string], fees: [string, string], discountPercent: number) {
    const { order, parcels } = parcelFigures({
      parts: [
        { sellerId: BAGHDAD, linesTotal: lines[0], shipping: fees[0] },
        { sellerId: BASRA, linesTotal: lines[1], shipping: fees[1] },
      ],
      discountPercent,
    });
    return {
      total: whole(order.total),
      discount: whole(order.discount),
      parcels: parcels.map((p) => [
        p.sellerId,
        whole(p.subtotal),
        whole(p.discount),
        whole(p.shipping),
        whole(p.amount),
      ]),
    };
  }

  it('splits the issue-36 order: 176,250 IQD is two parcels, 124,000 + 52,250, not twice 176,250', () => {
    // Flyers from a Baghdad print house, a roll-up from a Basra one, 2,500 IQD delivery each.
    expect(splitTwo(['121480.50', '49770.00'], ['2500', '2500'], 0)).toEqual({
      total: '176250',
      discount: '0',
      parcels: [
        [BAGHDAD, '121500', '0', '2500', '124000'],
        [BASRA, '49750', '0', '2500', '52250'],
      ],
    });
  });

  it('shares a 10 % discount in proportion to each part subtotal', () => {
    expect(splitTwo(['150000', '50000'], ['5000', '3000'], 10)).toEqual({
      total: '188000',
      discount: '20000',
      parcels: [
        [BAGHDAD, '150000', '15000', '5000', '140000'],
        [BASRA, '50000', '5000', '3000', '48000'],
      ],
    });
  });

  it('gives a one-seller order exactly the figures it has today', () => {
    const today = payableFigures({ subtotal: '98807.60', discountPercent: 7, shipping: '5000' });
    const { order, parcels } = parcelFigures({
      parts: [{ sellerId: BASRA, linesTotal: '98807.60', shipping: '5000' }],
      discountPercent: 7,
    });
    expect(order).toEqual(today);
    const { subtotal, discount, shipping, total } = today;
    expect(parcels).toEqual([{ sellerId: BASRA, subtotal, discount, shipping, amount: total }]);
  });

  it('breaks a tie between equal remainders by seller id, whatever order the parts come in', () => {
    const order = settledFigures({ subtotal: 250, discount: 0, shipping: 0 });
    const parts = [
      { sellerId: BASRA, linesTotal: '100', shipping: 0 },
      { sellerId: BAGHDAD, linesTotal: '100', shipping: 0 },
    ];
    expect(splitOrderFigures(order, parts).map((p) => whole(p.amount))).toEqual(['0', '250']);
    expect(splitOrderFigures(order, [...parts].reverse()).map((p) => whole(p.amount))).toEqual([
      '250',
      '0',
    ]);
  });

  const sellerId = fc.uuid();
  const lines = fc
    .bigInt({ min: 0n, max: 5_000_000_00n })
    .map((fils) => (Number(fils) / 100).toFixed(2));
  const fee = fc.constantFrom('0', '2500', '3000', '5000', '7000', '1234.5');
  const basket = fc.record({
    parts: fc.uniqueArray(fc.record({ sellerId, linesTotal: lines, shipping: fee }), {
      minLength: 2,
      maxLength: 5,
      selector: (part) => part.sellerId,
    }),
    discountPercent: fc.integer({ min: 0, max: 5000 }).map((hundredths) => hundredths / 100),
  });

  it('adds the parts up to the order total exactly, in 250 IQD steps, none negative', () => {
    fc.assert(
      fc.property(basket, (input) => {
        const { order, parcels } = parcelFigures(input);
        const sum = (pick: (p: (typeof parcels)[number]) => Big) =>
          parcels.reduce((acc, p) => acc.plus(pick(p)), new Big(0));
        expect(sum((p) => p.amount).eq(order.total)).toBe(true);
        expect(sum((p) => p.subtotal).eq(order.subtotal)).toBe(true);
        expect(sum((p) => p.discount).eq(order.discount)).toBe(true);
        expect(sum((p) => p.shipping).eq(order.shipping)).toBe(true);
        for (const p of parcels) {
          for (const figure of [p.subtotal, p.discount, p.shipping, p.amount]) {
            expect(figure.mod(250).eq(0)).toBe(true);
            expect(figure.gte(0)).toBe(true);
          }
          expect(p.discount.lte(p.subtotal)).toBe(true);
        }
        expect(parcels.map((p) => p.sellerId)).toEqual(input.parts.map((p) => p.sellerId));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps each part within one 250 IQD step of its exact share, and fees that are steps as they are', () => {
    fc.assert(
      fc.property(basket, (input) => {
        const { order, parcels } = parcelFigures(input);
        const lines = input.parts.reduce((acc, p) => acc.plus(p.linesTotal), new Big(0));
        input.parts.forEach((part, index) => {
          const parcel = parcels[index]!;
          if (lines.gt(0)) {
            const exact = order.subtotal.times(part.linesTotal).div(lines);
            expect(parcel.subtotal.minus(exact).abs().lt(250)).toBe(true);
          }
          if (input.parts.every((p) => new Big(p.shipping).mod(250).eq(0))) {
            expect(whole(parcel.shipping)).toBe(new Big(part.shipping).toFixed(0));
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same split whatever order the parts come in', () => {
    fc.assert(
      fc.property(basket, (input) => {
        const forward = parcelFigures(input).parcels;
        const backward = parcelFigures({ ...input, parts: [...input.parts].reverse() }).parcels;
        expect([...backward].reverse()).toEqual(forward);
      }),
      { numRuns: 200 },
    );
  });
});

describe('allocateInSteps', () => {
  it('refuses an amount that is not whole 250 IQD steps, and a negative weight', () => {
    expect(() => allocateInSteps(100, [{ key: 'a', weight: 1 }])).toThrow(RangeError);
    expect(() => allocateInSteps(250, [{ key: 'a', weight: -1 }])).toThrow(RangeError);
    expect(() => allocateInSteps(250, [])).toThrow(RangeError);
  });

  it('shares equally when every weight is zero', () => {
    const shares = allocateInSteps(750, [
      { key: 'b', weight: 0 },
      { key: 'a', weight: 0 },
    ]);
    expect(shares.map(whole)).toEqual(['250', '500']);
  });
});

describe('cartParcelsView', () => {
  const groups = [
    {
      sellerId: BASRA,
      shopName: 'Basra Print',
      shopNameKu: 'چاپی بەسرە',
      shopNameAr: 'مطبعة البصرة',
      products: [{}],
    },
    {
      sellerId: BAGHDAD,
      shopName: 'Baghdad Print',
      shopNameKu: 'چاپی بەغدا',
      shopNameAr: 'مطبعة بغداد',
      products: [{}, {}, {}],
    },
  ];

  it("names each parcel after its own seller's group, whatever order the groups come in", () => {
    const { order, parcels } = parcelFigures({
      parts: [
        { sellerId: BAGHDAD, linesTotal: '121480.50', shipping: '2500' },
        { sellerId: BASRA, linesTotal: '49770.00', shipping: '2500' },
      ],
      discountPercent: 0,
    });
    const view = cartParcelsView(parcels, groups);
    expect(view).toEqual([
      {
        sellerId: BAGHDAD,
        shopName: 'Baghdad Print',
        shopNameKu: 'چاپی بەغدا',
        shopNameAr: 'مطبعة بغداد',
        lines: 3,
        subtotal: '121500.00',
        discount: '0.00',
        shipping: '2500.00',
        amount: '124000.00',
      },
      {
        sellerId: BASRA,
        shopName: 'Basra Print',
        shopNameKu: 'چاپی بەسرە',
        shopNameAr: 'مطبعة البصرة',
        lines: 1,
        subtotal: '49750.00',
        discount: '0.00',
        shipping: '2500.00',
        amount: '52250.00',
      },
    ]);
    for (const parcel of view) expect(cartParcelSchema.parse(parcel)).toEqual(parcel);
    const sum = view.reduce((acc, parcel) => acc.plus(parcel.amount), new Big(0));
    expect(sum.eq(order.total)).toBe(true);
  });

  it('keeps a parcel whose group is missing, with no names and no lines', () => {
    const { parcels } = parcelFigures({
      parts: [{ sellerId: BAGHDAD, linesTotal: '10000', shipping: '0' }],
      discountPercent: 10,
    });
    expect(cartParcelsView(parcels, [])).toEqual([
      {
        sellerId: BAGHDAD,
        shopName: '',
        shopNameKu: '',
        shopNameAr: '',
        lines: 0,
        subtotal: '10000.00',
        discount: '1000.00',
        shipping: '0.00',
        amount: '9000.00',
      },
    ]);
  });
});
