import type { z } from 'zod';

/**
 * `value` read with `schema`; otherwise the error `mismatch` makes of what is not the
 * contract's shape (the first five issues, for an error sentence).
 */
export function readAnswer<T extends z.ZodType>(
  schema: T,
  value: unknown,
  mismatch: (issues: string) => Error,
): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || 'body'} ${issue.message}`);
  throw mismatch(issues.join('; '));
}
