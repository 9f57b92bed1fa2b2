import { defineConfig } from 'vitest/config';
import WeightedSequencer from './support/sequencer';

// Browser flows against one real server (started in global-setup) in system Chromium.
// Files run one after another against the run's shop. `npm test` runs two shards at once
// (`--shard=1/2`, `--shard=2/2`), each with its own shop and browser: most of a spec's time is
// spent waiting (on the line, a timer, a socket), one after another they took 36 to 76 minutes
// of CI's 90, and a shard's specs are split by weight (support/sequencer.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: WeightedSequencer },
    // A hang's limit, not a speed check: a screen test in three languages at two sizes took 30 s
    // alone and ran out of 60 in CI, on a two-core machine 2.3 times slower than another.
    testTimeout: 180_000,
    // Live updates travel through sockets and refetches: on a loaded two-core machine they take
    // seconds, so polled assertions wait up to thirty (Vitest's default is one).
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 300_000,
  },
});
