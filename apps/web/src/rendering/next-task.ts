/**
 * Settles in a task of its own, after what is queued already (input, the parser, a paint): work
 * cut at it stays under the 50 ms a browser counts as a long task on a phone's CPU (Lighthouse's
 * total blocking time adds up what each task takes beyond 50 ms). In a tab in the background the
 * browser may hold it back (at most a second), when nobody is looking.
 */
export const nextTask = (): Promise<void> =>
  new Promise<void>((resolve) => window.setTimeout(resolve, 0));
