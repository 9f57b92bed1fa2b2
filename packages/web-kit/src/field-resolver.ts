import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorMessage, fieldErrorOf } from '@chapkhana/shared/field-errors';

/**
 * A react-hook-form resolver for a contract schema whose every error message is a field error's
 * code and params (field-errors.ts): the rules the schema names keep theirs, and zod's own
 * (a type, a length) are read as the API reads them, so a form and the API's 400 agree.
 * Translate a field's message with `formFieldMessage` (field-error-message.ts).
 */
export function fieldResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema, {
    error: (issue) => {
      const error = fieldErrorOf(issue as Parameters<typeof fieldErrorOf>[0]);
      return fieldErrorMessage(error.code, error.params);
    },
  }) as Resolver<Input, unknown, Output>;
}
