import { z } from './zod';
import { fieldIssue } from './field-errors';
import { pageOf } from './fields';

/**
 * The shop's own search synonyms (issue 35.15): groups of terms that mean the same product, in
 * any of the three languages ("business card", "كروت شخصية", "کارتی بزنس"). A search for one
 * term finds what any other term of its group finds. Sizes are capped: each term is what a
 * search box's first words can hold, and a group's terms each become a few index probes.
 */
export const SYNONYM_LIMITS = {
  /** Terms in one group. */
  terms: { min: 2, max: 12 },
  /** Characters in one term. */
  termLength: 40,
  /** Words in one term ("business card" is two). */
  termWords: 3,
  /** Groups in the shop. */
  groups: 500,
} as const;

/** A term as it is kept: trimmed, lower-case, one space between words. */
export function tidySynonymTerm(term: string): string {
  return term.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const termSchema = z
  .string(fieldIssue('not_text'))
  .transform(tidySynonymTerm)
  .pipe(
    z
      .string()
      .min(1, fieldIssue('required'))
      .max(
        SYNONYM_LIMITS.termLength,
        fieldIssue('too_long', { maximum: SYNONYM_LIMITS.termLength }),
      )
      .refine((term) => term.split(' ').length <= SYNONYM_LIMITS.termWords, {
        error: fieldIssue('too_many', { maximum: SYNONYM_LIMITS.termWords, items: 'words' }).error,
      }),
  );

/** POST /api/admin/search-synonyms, PATCH /api/admin/search-synonyms/{id}: a group's terms. */
export const synonymGroupBodySchema = z.object({
  terms: z
    .array(termSchema, fieldIssue('required'))
    .max(
      SYNONYM_LIMITS.terms.max,
      fieldIssue('too_many', { maximum: SYNONYM_LIMITS.terms.max, items: 'terms' }),
    )
    // The same term twice is kept once; a group needs two different terms to mean anything.
    .transform((terms) => [...new Set(terms)])
    .refine((terms) => terms.length >= SYNONYM_LIMITS.terms.min, {
      error: fieldIssue('too_small', { minimum: SYNONYM_LIMITS.terms.min }).error,
    }),
});
export type SynonymGroupBody = z.infer<typeof synonymGroupBodySchema>;

export const synonymGroupSchema = z.object({
  _id: z.string(),
  terms: z.array(z.string()),
  updatedAt: z.string(),
});
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

export const synonymGroupResponseSchema = z.object({ group: synonymGroupSchema });
export const synonymGroupPageResponseSchema = pageOf(synonymGroupSchema);
export type SynonymGroupPage = z.infer<typeof synonymGroupPageResponseSchema>;

/** Terms as the console's one box takes them: separated by commas (, or ،), semicolons or lines. */
export function splitSynonymTerms(text: string): string[] {
  return text
    .split(/[,،;؛\n]/)
    .map((term) => term.trim())
    .filter(Boolean);
}

/** The console's form: one box of terms, checked as the API checks the list. */
export const synonymGroupFormSchema = z.object({
  terms: z.string().transform(splitSynonymTerms).pipe(synonymGroupBodySchema.shape.terms),
});
