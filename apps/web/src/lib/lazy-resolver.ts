import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver loaded at the form's first check (a blur or the first submit): the account
 * and shipping forms check with the contract's zod schemas (and the phone library), which then
 * stay off the page until a reader has typed. Same rules, same messages, a moment later.
 * A failed load (offline) is tried again at the next check.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
