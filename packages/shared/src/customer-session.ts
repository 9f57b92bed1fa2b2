// A customer's password rules and token refresh, apart from the account schemas: the storefront's
// API client (on every page) and its password fields read these without loading zod.

/** docs/storefront.md §5 / docs/design.md §5: at least 8 characters (more than the sign-in provider's 6). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * The response header that carries a fresh customer token when the one sent is a day old: the
 * storefront stores it in place of the old one, so an active customer stays signed in.
 */
export const REFRESHED_TOKEN_HEADER = 'x-customer-token';
