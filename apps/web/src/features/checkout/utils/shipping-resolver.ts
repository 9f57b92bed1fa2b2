import { shippingInfoSchema } from '@chapkhana/shared/addresses';
import { fieldResolver } from '@chapkhana/web-kit/field-resolver';

/**
 * The shipping form's rules: the contract's schema, as react-hook-form checks with it. The form
 * loads this module (zod and the phone library with it) at its first check (lib/lazy-resolver.ts).
 */
export const shippingResolver = fieldResolver(shippingInfoSchema);
