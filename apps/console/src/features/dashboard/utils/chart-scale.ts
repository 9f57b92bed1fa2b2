import Big from 'big.js';

/**
 * The chart's top (a round amount: 1, 2 or 5 × a power of ten, at least the largest day) and
 * each bar's height under it. Amounts stay exact (Big); only the drawn height is a number.
 */
export function chartScale(amounts: readonly string[]) {
  const largest = amounts.reduce((max, amount) => {
    const value = new Big(amount);
    return value.gt(max) ? value : max;
  }, new Big(0));
  let top = new Big(1000);
  for (let power = new Big(1000); top.lt(largest); power = power.times(10)) {
    top = [1, 2, 5, 10].map((step) => power.times(step)).find((step) => step.gte(largest)) ?? top;
    if (top.gte(largest)) break;
  }
  return {
    top,
    /** The bar's height in `of` units; a day with sales keeps at least a sliver. */
    height(amount: string, of: number): number {
      const value = new Big(amount);
      if (value.lte(0)) return 0;
      return Math.max(Number(value.div(top).times(of).toFixed(2)), of / 100);
    },
  };
}
