/** Where the application reads the time, so tests can move it (rate windows, link expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
