/**
 * How long the storefront's and the console's tests may take, and their waits with them. A
 * screen's flow takes under a second alone; beside the API suites on two cores one took over
 * vitest's 5 s default, and a toast over a wait's 5 s. A test must not depend on how fast the
 * machine is: a wait (findBy, waitFor) watches the state it checks and gives up only when the
 * test itself would, so a slow machine makes it slow, not failed. The test's limit still
 * catches a hang, and the wait's failure, a second earlier, says what never came. 90 s: on a
 * slower two-core machine CI's suites, side by side, took 2.3 times as long as on another, and
 * tests of 12 s alone took up to 30.
 */
export const TEST_TIMEOUT_MS = 90_000;
/** Testing Library's `asyncUtilTimeout` (findBy, waitFor): just under the test's own limit. */
export const WAIT_LIMIT_MS = TEST_TIMEOUT_MS - 1_000;
