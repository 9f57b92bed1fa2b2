/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot hold: a NUL character, or a lone UTF-16 surrogate (invalid in jsonb). */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The sentence that refuses such text in one part of a request. */
export const unstorableTextMessage = (part: string) =>
  `Invalid ${part}: text must be valid Unicode without NUL characters (\\u0000).`;
