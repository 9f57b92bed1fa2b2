/**
 * How long a test waits for a state it expects, with `vi.waitFor` (whose own bound is 1 s). A
 * loaded CI machine gets there late, never early: the bound only ends a test that would wait
 * for ever.
 */
export const UNTIL = { timeout: 60_000, interval: 20 } as const;
