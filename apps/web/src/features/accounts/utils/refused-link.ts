import type { DescribedError } from '@/features/accounts/utils/account-failure';

/** Why a registration link cannot make an account: unknown, already used, or too old. */
export type RefusedLinkKind = 'invalid' | 'used' | 'expired';

/** The kind of link refusal an API answer is, or undefined when it is another failure. */
export function refusedLinkKind(described: DescribedError): RefusedLinkKind | undefined {
  if (described.code === 'link_used') return 'used';
  if (described.code === 'link_expired') return 'expired';
  if (described.code === 'invalid_link') return 'invalid';
  return undefined;
}
