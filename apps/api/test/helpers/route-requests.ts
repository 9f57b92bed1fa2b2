import fc from 'fast-check';
import type { ShopCapability } from '@chapkhana/shared/shop-roles';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { multipart, type FormPart } from './images';
import { encodeSegment, jsonSchemaOf, type JsonSchema } from './schema-arbitraries';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: string | undefined;
  /** What a seller route needs of the member's role (packages/shared/src/shop-roles.ts). */
  capability?: ShopCapability | readonly ShopCapability[] | undefined;
  /** The route's zod schemas, as JSON Schema. */
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  headers?: JsonSchema;
  /** The raw zod schemas, to check a built request against what the route really accepts. */
  zod: Partial<Record<'params' | 'querystring' | 'body' | 'headers', { safeParse?: unknown }>>;
  /** Takes multipart/form-data (pictures) rather than JSON. */
  multipart: boolean;
}

/** Every /api route the running server has (the API docs and HEAD twins aside), with its schemas. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  return app.routeTable
    .filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/docs') &&
        route.method !== 'HEAD',
    )
    .map((route) => {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const parts = ['params', 'querystring', 'body', 'headers'] as const;
      const converted = Object.fromEntries(
        parts.flatMap((part) => {
          const json = jsonSchemaOf(schema[part]);
          return json ? [[part, json]] : [];
        }),
      );
      return {
        method: route.method as ApiRoute['method'],
        url: route.url,
        access: route.access,
        capability: route.capability,
        ...converted,
        zod: Object.fromEntries(parts.map((part) => [part, schema[part]])) as ApiRoute['zod'],
        multipart: [schema.consumes ?? []].flat().includes('multipart/form-data'),
      };
    });
}

/**
 * The time limit of a test that sends a request to every route (about two hundred, each a real
 * handler on a real database): seconds alone, beside the other suites on two busy cores more
 * than the usual 30 s limit, which the other tests keep to catch a hang.
 */
export const WALK_TIMEOUT_MS = 240_000;

export const routeName = (route: Pick<ApiRoute, 'method' | 'url'>) =>
  `${route.method} ${route.url}`;

/** The route's URL with each `:name` filled from `params` (escaped, or raw for text that cannot be). */
export function pathWith(url: string, params: unknown): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    name in values ? encodeSegment(values[name]) : '',
  );
}

/** A query string for `query` (arrays repeat the key); a non-object becomes a bare value. */
export function queryString(query: unknown): string {
  if (query === undefined) return '';
  if (query === null || typeof query !== 'object') return `?${encodeSegment(query)}`;
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    [value]
      .flat()
      .map(
        (item) =>
          `${encodeSegment(key)}=${encodeSegment(typeof item === 'string' ? item : JSON.stringify(item))}`,
      ),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

export interface RouteRequest {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers?: Record<string, string>;
  /** A multipart/form-data body instead of JSON. */
  form?: FormPart[];
}

/** The form field a picture route reads: `images` for products, `file` for card files, `image` for the rest. */
export const pictureField = (route: Pick<ApiRoute, 'url'>) =>
  route.url.endsWith('/images') ? 'images' : route.url.endsWith('/card-files') ? 'file' : 'image';

/** The inject options for a route called with the given parts and token. */
export function injectOptions(
  route: ApiRoute,
  request: RouteRequest,
  token: string | undefined,
): InjectOptions {
  const headers: Record<string, string> = { ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const url = pathWith(route.url, request.params) + queryString(request.query);
  if (request.form) {
    const form = multipart(request.form);
    return {
      method: route.method,
      url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    };
  }
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  return {
    method: route.method,
    url,
    headers,
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
  };
}

const namesRow = (schema: JsonSchema): boolean =>
  schema.format === 'uuid' || (schema.anyOf ?? []).some(namesRow);

/**
 * One valid value for a schema: ids from `idFor` (by field name), the given overrides, and
 * otherwise the plainest value that fits. Optional fields are left out unless they name a row.
 */
export function exampleOf(
  schema: JsonSchema,
  idFor: (field: string) => string | undefined,
  overrides: Record<string, unknown> = {},
  key = '',
): unknown {
  // An override names a field of its own kind: a switch of the same name (the `email` message
  // choice) is a boolean, a list of the same name (a print option's `values`) is an array.
  const overridden =
    key in overrides &&
    !(schema.type === 'boolean' && typeof overrides[key] !== 'boolean') &&
    !(schema.type === 'array' && !Array.isArray(overrides[key]));
  if (overridden) return overrides[key];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return exampleOf(variants[0]!, idFor, overrides, key);
  const type = [schema.type ?? []].flat()[0];
  switch (type) {
    case 'string': {
      const id = idFor(key);
      if (id) return id;
      if (schema.format === 'uuid') throw new Error(`no row for the id field "${key}"`);
      if (schema.pattern)
        return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 7 })[0];
      const text = 'Sample text for a field';
      const length = Math.max(schema.minLength ?? 1, Math.min(text.length, schema.maxLength ?? 99));
      return text.padEnd(length, 'x').slice(0, length);
    }
    case 'integer':
    case 'number': {
      const plain = Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Infinity);
      // An amount in steps (250 IQD) takes the first step.
      return schema.multipleOf ? Math.ceil(plain / schema.multipleOf) * schema.multipleOf : plain;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        exampleOf(schema.items ?? {}, idFor, overrides, key),
      );
    case 'object': {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(
            ([name, property]) => required.has(name) || name in overrides || namesRow(property),
          )
          .map(([name, property]) => [name, exampleOf(property, idFor, overrides, name)]),
      );
    }
    default:
      return undefined;
  }
}

/**
 * A request the route's own schemas accept, for access checks that must get past validation
 * (Fastify validates before the access check runs). Throws, naming the route and the part,
 * when it cannot build one, so a new route with a new kind of field is noticed.
 */
export function validRequest(
  route: ApiRoute,
  idFor: (field: string) => string | undefined,
  overrides: Record<string, unknown> = {},
): RouteRequest {
  const request: RouteRequest = {};
  for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
    const schema = route[part];
    if (!schema) continue;
    let value: unknown;
    try {
      value = exampleOf(schema, idFor, overrides);
    } catch (error) {
      throw new Error(`${routeName(route)} ${part}: ${(error as Error).message}`);
    }
    const check = route.zod[part] as {
      safeParse(input: unknown): { success: boolean; error?: unknown };
    };
    const parsed = check.safeParse(value);
    if (!parsed.success)
      throw new Error(
        `${routeName(route)} ${part}: the example ${JSON.stringify(value)} is refused: ${String(parsed.error)}`,
      );
    if (part === 'querystring') request.query = value;
    else if (part === 'headers') request.headers = value as Record<string, string>;
    else request[part] = value;
  }
  return request;
}
