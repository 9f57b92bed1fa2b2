import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that zod's `toJSONSchema` writes for our route schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
}

/** The JSON Schema of what a zod schema accepts as input (undefined when it is not zod). */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Text an attacker or a careless client sends: SQL and script fragments, odd Unicode, huge or odd numbers. */
export const HOSTILE_STRINGS: readonly string[] = [
  "' OR 1=1 --",
  "'; DROP TABLE customers; --",
  '" OR ""="',
  '%_\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../etc/passwd',
  '\u202Egpj.exe',
  '\u200F\u200E\u061C',
  'a\u200Bb\uFEFFc',
  '\uD800',
  'x\uDFFF',
  'a\u0000b',
  '\u0000',
  '9'.repeat(400),
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x1F',
  '__proto__',
  '   ',
  '',
  'x'.repeat(70_000),
  '😀'.repeat(40),
  'e\u0301\u0301\u0301',
  '\u0660\u0661\u06F2',
  'İ ß ﬃ',
  '\r\n\t',
];

/** Any JSON value a field should not get: hostile text, odd numbers, wrong types. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(-1, 0, 0.5, -0.5, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 5e-324, -(2 ** 63)),
  fc.constantFrom<unknown>(null, true, false, [], {}, [[[]]], ['a', 1], { $gt: '' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Ids to try for a field that names a row (by the field's name): real rows and random ones. */
export type IdArbitrary = (field: string) => fc.Arbitrary<string>;

const fits = (value: string, schema: JsonSchema) =>
  value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);

function stringArbitrary(schema: JsonSchema, key: string, ids: IdArbitrary): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return ids(key);
  if (schema.format === 'email' || /email/i.test(key))
    return fc.oneof(fc.emailAddress(), fc.constant('shopper@test.example'));
  if (/phone/i.test(key))
    return fc.constantFrom('07501234567', '+9647501234567', '0750 123 4567', '٠٧٥٠١٢٣٤٥٦٧');
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 300, 300);
  const hostile = HOSTILE_STRINGS.filter((value) => fits(value, schema));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'binary', minLength, maxLength }),
    ...(hostile.length > 0 ? [fc.constantFrom(...hostile)] : []),
  );
}

/**
 * Values the schema accepts (as far as JSON Schema can say), with free text drawn from
 * hostile strings too, and ids drawn from `ids` (real rows) or random uuids.
 */
export function validArbitrary(
  schema: JsonSchema,
  ids: IdArbitrary,
  key = '',
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => validArbitrary(variant, ids, key)));
  const types = [schema.type ?? []].flat();
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validArbitrary({ ...schema, type }, ids, key)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema, key, ids);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(validArbitrary(schema.items ?? {}, ids, key), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          validArbitrary(property, ids, name),
        ]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    default:
      // An unrepresentable or open field (`{}`): anything at all.
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileValue);
  }
}

type Mutation = 'replace' | 'delete' | 'pollute' | 'whole';

/** Every path to a value inside `value` (objects and arrays), the root being []. */
function pathsIn(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsIn(child, [...prefix, Array.isArray(value) ? Number(key) : key]),
  );
  return [prefix, ...children];
}

function mutate(value: unknown, mutation: Mutation, pick: number, replacement: unknown): unknown {
  if (mutation === 'whole') return replacement;
  const copy = structuredClone(value) as unknown;
  const paths = pathsIn(copy).filter((path) => path.length > 0);
  const path = paths[pick % Math.max(paths.length, 1)];
  if (!path) return mutation === 'pollute' ? replacement : copy;
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (mutation === 'replace') parent[last] = replacement;
  if (mutation === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else Reflect.deleteProperty(parent, last);
  }
  if (mutation === 'pollute' && typeof parent === 'object') {
    // Own keys named like the prototype's: JSON carries them as plain keys.
    Object.defineProperty(parent, pick % 2 === 0 ? '__proto__' : 'constructor', {
      value: { prototype: { polluted: true }, polluted: true },
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return copy;
}

/** A valid value with one part broken: replaced by a hostile value, removed, or polluted. */
export function mutatedArbitrary(schema: JsonSchema, ids: IdArbitrary): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      validArbitrary(schema, ids),
      fc.constantFrom<Mutation>('replace', 'replace', 'replace', 'delete', 'pollute', 'whole'),
      fc.nat(),
      hostileValue,
    )
    .map(([value, mutation, pick, replacement]) => mutate(value, mutation, pick, replacement));
}

/** A schema's valid or mutated values, mostly mutated. */
export function fuzzArbitrary(schema: JsonSchema, ids: IdArbitrary): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validArbitrary(schema, ids), weight: 1 },
    { arbitrary: mutatedArbitrary(schema, ids), weight: 2 },
  );
}

/** `encodeURIComponent`, or raw (invalid) escapes for text it refuses, such as lone surrogates. */
export function encodeSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80' + encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''));
  }
}
