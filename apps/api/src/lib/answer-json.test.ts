import { deepFreeze } from '@chapkhana/shared/server-render';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from './answer-json';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
/** The library's serializer, and ours, for one schema. */
const both = (schema: z.ZodType) => ({
  library: serializerCompiler(route(schema)),
  ours: answerSerializerCompiler(route(schema)),
});

const summary = z.object({
  slug: z.string(),
  price: z.string(),
  at: z.date(),
  images: z.array(z.string()),
  discount: z.number().optional(),
});
const answerSchema = z.object({
  product: summary,
  related: z.array(summary),
  terms: z.object({ fee: z.number(), days: z.array(z.string()) }).optional(),
  total: z.number().int(),
});

const item = (slug: string) => ({
  slug,
  price: '1.50',
  at: new Date('2026-12-06T10:00:00Z'),
  images: ['/a.webp', '/b.webp'],
  secret: 'not in the schema',
});

describe('answerSerializerCompiler', () => {
  it('writes an answer holding shared values as the library writes it, byte for byte', () => {
    const { library, ours } = both(answerSchema);
    const related = deepFreeze([item('a'), { ...item('b'), discount: 10 }]);
    const answers = [
      { product: item('p'), related: related.slice(), total: 2, extra: 'dropped' },
      {
        product: item('p'),
        related,
        terms: deepFreeze({ fee: 5000, days: ['sat'], x: 1 }),
        total: 2,
      },
      {
        product: deepFreeze(item('p')),
        related: [item('c'), ...related],
        terms: undefined,
        total: 3,
      },
      { total: 0, related: [], product: item('p') },
    ];
    for (const answer of answers) {
      const text = ours(answer);
      expect(text).toBe(library(answer));
      expect(JSON.parse(text)).not.toHaveProperty('extra');
    }
  });

  it('encodes a shared value once, however many answers hold it', () => {
    let encodings = 0;
    const counted = summary.check(() => {
      encodings += 1;
    });
    const { library, ours } = both(z.object({ list: z.array(counted), own: counted }));
    const list = deepFreeze([item('a'), item('b')]);
    const expected = [
      library({ list, own: item('o') }),
      library({ list: list.slice(0, 1), own: item('o') }),
    ];
    encodings = 0;
    expect(ours({ list, own: item('o') })).toBe(expected[0]);
    expect(encodings).toBe(3);
    // Another answer with the same shared values (a list filtered anew) and its own value.
    expect(ours({ list: list.slice(0, 1), own: item('o') })).toBe(expected[1]);
    expect(encodings).toBe(4);
  });

  const thrownBy = (write: () => unknown) => {
    try {
      write();
    } catch (error) {
      return error;
    }
    throw new Error('Nothing was thrown.');
  };

  it("refuses a shared value of the wrong shape with the library's error, every time", () => {
    const { library, ours } = both(answerSchema);
    const wrong = deepFreeze([item('a'), { ...item('b'), price: 15 }]);
    const answer = { product: { ...item('p'), slug: 7 }, related: wrong, total: 1 };
    const expected = thrownBy(() => library(answer));
    for (let time = 0; time < 2; time++) {
      const thrown = thrownBy(() => ours(answer));
      expect(isResponseSerializationError(thrown)).toBe(true);
      // Every issue, each with its whole path, as the library reports them.
      const issues = (error: unknown) => (error as { cause: { issues: unknown } }).cause.issues;
      expect(issues(thrown)).toEqual(issues(expected));
      expect(JSON.stringify(issues(thrown))).toContain('"related",1,"price"');
    }
  });

  it("judges a key left out of an answer as zod's object does", () => {
    const related = deepFreeze([item('a')]);
    const loose = z.object({ related: z.array(summary), note: z.unknown() });
    const withNote = both(loose);
    // Required though it takes undefined: left out, the library refuses it; so do we.
    expect(isResponseSerializationError(thrownBy(() => withNote.ours({ related })))).toBe(true);
    expect(isResponseSerializationError(thrownBy(() => withNote.library({ related })))).toBe(true);
    const { library, ours } = both(answerSchema);
    const answer = { product: item('p'), related, total: 1 };
    expect(ours(answer)).toBe(library(answer));
    expect(JSON.parse(ours(answer))).not.toHaveProperty('terms');
  });

  it('leaves an answer to the library when its schema has checks of its own or it holds nothing shared', () => {
    let checked = 0;
    const checkedSchema = answerSchema.check(() => {
      checked += 1;
    });
    const { library, ours } = both(checkedSchema);
    const answer = { product: item('p'), related: deepFreeze([item('a')]), total: 1 };
    expect(ours(answer)).toBe(library(answer));
    expect(checked).toBe(2);
    const plain = both(answerSchema);
    const own = { product: item('p'), related: [item('a')], total: 1 };
    expect(plain.ours(own)).toBe(plain.library(own));
  });
});
