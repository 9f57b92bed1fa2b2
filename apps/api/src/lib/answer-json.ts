import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Each frozen value's JSON, by the schema it was written with, kept as long as the value is.
 * Frozen values are the reads many answers share (`keepRead`, plugins/cache.ts, deep-frozen
 * there): a category's newest products are in the answer of every product of that category.
 */
const writtenOnce = new WeakMap<z.ZodType, WeakMap<object, string>>();

const isFrozenObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Object.isFrozen(value);

/** A field's value, or an element of it, that is worth writing field by field for. */
const holdsShared = (value: unknown): boolean =>
  isFrozenObject(value) || (Array.isArray(value) && isFrozenObject(value[0]));

/** A schema without checks of its own, whose parts can be written one by one. */
const hasNoChecks = (schema: z.ZodType) => !schema._zod.def.checks?.length;

/**
 * The answers' serializer: fastify-type-provider-zod's (each answer encoded through its zod
 * schema, then `JSON.stringify`: unknown keys left out, a wrong shape an error), except that an
 * answer holding reads many answers share is written field by field, and each shared value in
 * it (a field's, or an element of a list's) is encoded and written once, then taken as written.
 * A product's answer is ~14 KB, of which its own is ~1.6 KB: the rest (the category's and the
 * seller's newest products, the seller's delivery terms) was encoded anew for every product page
 * (docs/performance.md, 2026-12-06, sixth). The text is the same, byte for byte: zod writes an
 * object's keys in its schema's order, as this does.
 *
 * Written field by field only for a plain object schema (no checks, no catch-all) and a plain
 * object answer; anything else goes to the library's serializer as it is, and so does an answer
 * found to be of the wrong shape, so that its error is the library's.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const whole = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const { schema } = route;
  if (!(schema instanceof z.ZodObject) || !hasNoChecks(schema) || schema._zod.def.catchall)
    return whole;
  const fields = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => ({
    key,
    name: JSON.stringify(key),
    field,
  }));
  const { method, url } = route;
  const encoded = (part: z.ZodType, value: unknown): string | undefined => {
    const result = z.safeEncode(part, value);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
  const shared = (part: z.ZodType, value: object): string | undefined => {
    let written = writtenOnce.get(part);
    if (!written) writtenOnce.set(part, (written = new WeakMap()));
    let json = written.get(value);
    if (json === undefined) {
      json = encoded(part, value);
      // A value written as nothing (an optional field's) is not kept: it is cheap to say again.
      if (json !== undefined) written.set(value, json);
    }
    return json;
  };
  const fieldJson = (field: z.ZodType, value: unknown): string | undefined => {
    // A list element by element: an answer's list is often a shared one filtered anew.
    if (Array.isArray(value) && field instanceof z.ZodArray && hasNoChecks(field)) {
      const element = field.element as z.ZodType;
      const items = value.map(
        (item: unknown) =>
          (isFrozenObject(item) ? shared(element, item) : encoded(element, item)) ?? 'null',
      );
      return `[${items.join(',')}]`;
    }
    return isFrozenObject(value) ? shared(field, value) : encoded(field, value);
  };
  return (data) => {
    if (
      typeof data !== 'object' ||
      data === null ||
      Array.isArray(data) ||
      !fields.some(({ key }) => holdsShared((data as Record<string, unknown>)[key]))
    )
      return whole(data);
    const answer = data as Record<string, unknown>;
    const parts: string[] = [];
    try {
      for (const { key, name, field } of fields) {
        if (!(key in answer)) {
          // A key left out is zod's object's to judge (an optional one is left out of the text
          // too): anything but a plain optional field goes to the library.
          if (field instanceof z.ZodOptional) continue;
          return whole(data);
        }
        const json = fieldJson(field, answer[key]);
        if (json !== undefined) parts.push(`${name}:${json}`);
      }
    } catch {
      // A wrong shape: the library's own error, with every issue and its whole path.
      return whole(data);
    }
    return `{${parts.join(',')}}`;
  };
};
