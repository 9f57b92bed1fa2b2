import type { ApiErrorCode } from '@chapkhana/shared/error-codes';

/**
 * Whether a failed RTK Query call was answered with `code` (docs/design.md §4). For code that asks about
 * one code only, and runs on every page (the store's): `readApiFailure` (api-failure.ts) tells any
 * code the server sends from an unknown one with the catalogue of every code, 1.5 KB the first
 * view does not need.
 */
export function failedWith(error: unknown, code: ApiErrorCode): boolean {
  if (typeof error !== 'object' || error === null || !('data' in error)) return false;
  const { data } = error as { data: unknown };
  return typeof data === 'object' && data !== null && (data as { code?: unknown }).code === code;
}

/**
 * Whether a read of one thing by the address's id or slug found nothing: a 404, or the router's
 * refusal of an address part longer than any the shop gives out (414 `address_part_too_long`),
 * which names nothing either. A page shows its "not found" for both, not "could not be loaded".
 */
export function foundNothing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return error.status === 404 || failedWith(error, 'address_part_too_long');
}
