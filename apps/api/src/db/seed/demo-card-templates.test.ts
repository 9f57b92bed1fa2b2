import { describe, expect, it } from 'vitest';
import { cardTemplateSchema } from '@chapkhana/shared/card-templates';
import { artworkSpecFor } from '@chapkhana/shared/pricing';
import { makeCardPdfs } from '../../modules/design/card-pdf';
import { demoProducts } from './demo-catalogue';
import { demoCardTemplates } from './demo-card-templates';

const LANGUAGES = ['kr', 'ar', 'en'] as const;

describe('the demo card templates', () => {
  it('are templates a seller could have saved, for a size and sides their product sells', () => {
    for (const demo of demoCardTemplates) {
      const template = cardTemplateSchema.parse(demo.template);
      const product = demoProducts.find((p) => p.slug === demo.product);
      expect(product?.print, demo.name.en).toBeDefined();
      const print = product!.print!;
      const sides = print.options.find((group) => group.kind === 'sides');
      const choice = {
        ...Object.fromEntries(print.options.map((group) => [group.id, group.values[0]!.id])),
        ...(sides
          ? { [sides.id]: sides.values.find((v) => v.sides === template.sides.length)!.id }
          : {}),
      };
      expect(artworkSpecFor(print, choice), demo.name.en).toMatchObject({
        trim: template.trim,
        bleedMm: template.bleedMm,
        sides: template.sides.length,
      });
    }
  });

  it.each(LANGUAGES)(
    'print their %s sample text at its own size, every field in its box',
    async (language) => {
      for (const demo of demoCardTemplates) {
        const template = cardTemplateSchema.parse(demo.template);
        const fields = template.sides.flatMap((side) => side.fields);
        const values = Object.fromEntries(
          fields.flatMap((field) => {
            if (field.kind === 'text') return [[field.key, field.sample[language] ?? '']];
            if (field.kind === 'qr')
              return [
                [
                  field.key,
                  field.content === 'link' ? 'https://chapkhana.example/offer' : '0750 123 4567',
                ],
              ];
            return [];
          }),
        );
        for (const field of fields) {
          if (field.kind === 'text')
            expect(values[field.key], `${demo.name.en} ${field.key}`).not.toBe('');
        }
        const made = await makeCardPdfs({ kind: 'card', template, values, files: {} });
        expect(made.ok ? [] : made.issues, demo.name.en).toEqual([]);
      }
    },
  );
});
