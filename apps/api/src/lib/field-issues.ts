import {
  fieldErrorOf,
  issueSentence,
  type FieldError,
  type IssueLike,
} from '@chapkhana/shared/field-errors';

/** An `invalid_input` answer's field errors, by the field's dotted path (`colors.0.hex`). */
export type FieldErrors = Record<string, FieldError>;

/** A validation issue where it sits: zod's, or Fastify's for a schema it checked itself. */
export type IssueAt = IssueLike & { path: string };

export interface DescribedIssues {
  /** "<path> <English sentence>" for each issue, for the answer's `error`. */
  details: string[];
  /** The top-level fields named, in order (the answer's `params.fields`). */
  fields: string[];
  /** The first refusal of each field, as a code and its params. */
  fieldErrors: FieldErrors;
}

/** What a set of validation issues tells the client: a sentence, the fields, a code per field. */
export function describeIssues(issues: readonly IssueAt[]): DescribedIssues {
  const details: string[] = [];
  const fields: string[] = [];
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const sentence = issueSentence(issue);
    details.push(issue.path ? `${issue.path} ${sentence}` : sentence);
    const top = issue.path.split('.')[0];
    if (top && !fields.includes(top)) fields.push(top);
    if (issue.path && !Object.hasOwn(fieldErrors, issue.path)) {
      fieldErrors[issue.path] = fieldErrorOf(issue);
    }
  }
  return { details, fields, fieldErrors };
}

/** A zod issue's place as one dotted path. */
export const issuePath = (path: readonly PropertyKey[]): string => path.map(String).join('.');
