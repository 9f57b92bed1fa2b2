import { parse } from 'fast-querystring';

type Query = Record<string, string | string[]>;

/**
 * The API's query string parser: Fastify's own (fast-querystring), except that an empty value
 * is no value (issue 20). `?rating=&sortPrice=` is what a form or a client that writes every
 * filter sends for "no filter", so every route reads an empty field as a missing one before its
 * schema sees it, and no schema needs to know. A repeated key keeps its non-empty values.
 */
export function parseQueryString(text: string): Query {
  const query: Query = {};
  if (text.length === 0) return query;
  for (const [key, value] of Object.entries(parse(text) as Query)) {
    const given = [value].flat().filter((item) => item !== '');
    const [first] = given;
    if (first === undefined) continue;
    // Defined as data: a key named __proto__ stays a key.
    Object.defineProperty(query, key, {
      value: given.length === 1 ? first : given,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return query;
}
