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
