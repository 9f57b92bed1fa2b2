import { describe, expect, it } from 'vitest';
import type { Order } from '@chapkhana/shared/orders';
import { lineRows } from '@/features/orders/utils/line-rows';

const item = { color: 'White', code: '#ffffff', kuName: 'سپی', arName: 'أبيض' };
const line = (cartItems: Order['products'][number]['cartItems']) =>
  ({ cartItems }) as unknown as Order['products'][number];
const size = (enName: string, quantity: number) => ({
  property: enName,
  enName,
  kuName: `${enName} ku`,
  arName: '',
  quantity,
});

describe('lineRows', () => {
  it('gives one row per chosen size of a colour, without an empty base row', () => {
    const rows = lineRows(
      line([{ ...item, quantity: 0, properties: [size('M', 3), size('L', 0)] }]),
    );
    expect(rows).toEqual([
      {
        colour: { enName: 'White', kuName: 'سپی', arName: 'أبيض' },
        hex: '#ffffff',
        option: { enName: 'M', kuName: 'M ku', arName: '' },
        quantity: 3,
      },
    ]);
  });

  it("shows a colour's base quantity: alone when it has no options, first beside them", () => {
    expect(lineRows(line([{ ...item, quantity: 51, properties: [] }]))).toMatchObject([
      { option: null, quantity: 51 },
    ]);
    expect(
      lineRows(line([{ ...item, quantity: 2, properties: [size('A5', 4)] }])).map((row) => [
        row.option?.enName ?? null,
        row.quantity,
      ]),
    ).toEqual([
      [null, 2],
      ['A5', 4],
    ]);
  });
});
