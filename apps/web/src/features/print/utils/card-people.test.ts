import { cardValueIssues, MAX_CARD_BATCH_ROWS } from '@chapkhana/shared/card-templates';
import { describe, expect, it } from 'vitest';
import { peopleFromCsv, personFields, personValues } from '@/features/print/utils/card-people';
import { sampleCardTemplate } from '@/testing/sample-card';

const template = sampleCardTemplate();

describe('several people’s cards from one template', () => {
  it('fills each person’s text and QR fields; the logo is the same on all', () => {
    expect(personFields(template).map((field) => field.key)).toEqual(['name', 'company', 'phone']);
  });

  it('takes what is typed above for an empty cell, but never a required one', () => {
    const shared = { name: 'Rebwar', company: 'Hawler Print', logo: 'logo-1' };
    expect(personValues(template, shared, { name: 'Sara', phone: '0750 123 4567' })).toEqual({
      name: 'Sara',
      company: 'Hawler Print',
      logo: 'logo-1',
      phone: '0750 123 4567',
    });
    // A row without a name is not a second card of Rebwar's: the name is missing, and said so.
    const nameless = personValues(template, shared, { name: '  ' });
    expect(nameless.name).toBeUndefined();
    expect(cardValueIssues(template, nameless)).toContainEqual({
      key: 'name',
      error: { code: 'required' },
    });
  });

  it('reads a spreadsheet’s CSV by its column names in any language, and says which it ignored', () => {
    const csv =
      '\uFEFFName (ar),company,Phone,Department\n' +
      'علي حسن,Hawler Print,0770 111 2233,Sales\n' +
      '"Omar, Sara",,0750 333 4455,\n\n';
    expect(peopleFromCsv(csv, template)).toEqual({
      ok: true,
      rows: [
        { name: 'علي حسن', company: 'Hawler Print', phone: '0770 111 2233' },
        { name: 'Omar, Sara', phone: '0750 333 4455' },
      ],
      ignored: ['Department'],
    });
  });

  it(`refuses more than ${MAX_CARD_BATCH_ROWS} people, a list naming no field, an empty, a broken or a huge file`, () => {
    const many = ['name', ...Array.from({ length: 200 }, (_, i) => `Person ${i + 1}`)].join('\n');
    expect(peopleFromCsv(many, template)).toEqual({
      ok: false,
      problem: 'too_many_people',
      count: 200,
    });
    expect(peopleFromCsv('colour,size\nred,big\n', template)).toEqual({
      ok: false,
      problem: 'no_known_columns',
    });
    expect(peopleFromCsv('name\n', template)).toEqual({ ok: false, problem: 'empty' });
    // Saved as Windows Arabic and read as UTF-8.
    const arabic1256 = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xda, 0xe1, 0xea]);
    expect(peopleFromCsv(new TextDecoder().decode(arabic1256), template)).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    expect(peopleFromCsv(`name\n${'x'.repeat(300_000)}`, template)).toEqual({
      ok: false,
      problem: 'too_big',
    });
  });
});
