/** The middle one of `samples` ordered by `key` (the upper middle of an even count). */
export function medianBy<T>(samples: T[], key: (sample: T) => number): T {
  const middle = [...samples].sort((a, b) => key(a) - key(b))[Math.floor(samples.length / 2)];
  if (middle === undefined) throw new Error('no samples to take the median of');
  return middle;
}
