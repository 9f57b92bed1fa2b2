// Read only when an upload has failed: the callers import this module then, so the contract's
// zod stays off the product page until a file is refused.
import type { PreflightFinding } from '@chapkhana/shared/print';
import { preflightFindingSchema } from '@chapkhana/shared/print';
import { z } from '@chapkhana/shared/zod';

const findingsSchema = z.array(preflightFindingSchema);

/**
 * The preflight findings of a refused upload (422 `artwork_refused`): at the top of the body as
 * the API answers (`apiErrorSchema.findings`), or under `params.findings` as the first contract
 * said; null for any other failure.
 */
export function refusedFindings(error: unknown): PreflightFinding[] | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const body = data as { code?: unknown; findings?: unknown; params?: { findings?: unknown } };
  if (body.code !== 'artwork_refused') return null;
  const parsed = findingsSchema.safeParse(body.findings ?? body.params?.findings ?? []);
  return parsed.success ? parsed.data : [];
}
