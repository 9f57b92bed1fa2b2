import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Splits the specs between shards (`--shard=i/n`, `npm test` runs two at once, each with its
 * own shop) by weight instead of Vitest's equal counts in hash order, which can put the longest
 * specs together. A spec's weight is its file's size: a fresh clone has no durations on record,
 * and the long specs are the big files. Largest first, each to the lightest shard so far; every
 * shard process computes the same split from the same files.
 */
export default class WeightedSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const weighed = files
      .map((spec) => ({ spec, weight: statSync(spec.moduleId).size }))
      .sort((a, b) => b.weight - a.weight || a.spec.moduleId.localeCompare(b.spec.moduleId));
    const totals = Array.from({ length: count }, () => 0);
    const mine: TestSpecification[] = [];
    for (const { spec, weight } of weighed) {
      const lightest = totals.indexOf(Math.min(...totals));
      totals[lightest] = (totals[lightest] ?? 0) + weight;
      if (lightest === index - 1) mine.push(spec);
    }
    return mine;
  }
}
