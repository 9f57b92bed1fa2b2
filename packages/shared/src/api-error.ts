// The wire shape of an API error: the schema the server's routes answer with and tests check
// against. The catalogue it draws its codes from is errors.ts, which clients load without zod.
import { API_ERROR_CODES } from './errors';
import { FIELD_ERROR_CODES } from './field-errors';
import { preflightFindingSchema } from './print';
import { z } from './zod';

/**
 * Every failed API call answers `{ error, code, params? }` (docs/design.md §4): `error` is the English
 * sentence, `code` what clients translate, `params` the names and numbers in the sentence.
 * `message` is there where the spec's own answers read it.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.enum(API_ERROR_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string().optional(),
  /** What the preflight found in a refused print file (`artwork_refused`, 422). */
  findings: z.array(preflightFindingSchema).optional(),
  /**
   * An `invalid_input` answer's refusal per field, by its path (`colors.0.hex`): a code from
   * field-errors.ts and its params, which the clients translate as they do `code`.
   */
  fieldErrors: z
    .record(
      z.string(),
      z.object({
        code: z.enum(FIELD_ERROR_CODES),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    )
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
