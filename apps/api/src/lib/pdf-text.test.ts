import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { embedShapedFont, type TextDirection } from './pdf-text';

const fontBytes = readFileSync(
  createRequire(import.meta.url).resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'),
);

/** Draws each line, saves, and reads the text back with pdf.js, one string per line. */
async function roundTrip(lines: string[], direction: TextDirection) {
  const doc = await PDFDocument.create();
  const font = await embedShapedFont(doc, fontBytes, direction);
  const page = doc.addPage([595, 842]);
  lines.forEach((line, i) => page.drawText(line, { x: 40, y: 800 - i * 30, size: 12, font }));
  const pdf = await getDocument({ data: await doc.save() }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  const strings = content.items.flatMap((item) => ('str' in item && item.str ? [item.str] : []));
  return { strings, glyphIds: lines.map((line) => font.encodeText(line).toString()) };
}

describe('shaped PDF text', () => {
  // pdf.js takes a line for right-to-left when at least 30% of it is Arabic script: a line
  // mostly Latin reads back as drawn, which is why the documents draw a label and its value apart.
  it('reads Kurdish with numbers and an email back in logical order', async () => {
    const lines = [
      'پسوڵەی پارەدان ژمارە 12',
      'بڕ: 25,000 دینار',
      'ئیمەیڵی کۆگا: shop@chapkhana.iq',
    ];
    expect((await roundTrip(lines, 'rtl')).strings).toEqual(lines);
  });

  it('reads Arabic with Arabic-Indic digits and lam-alef back in logical order', async () => {
    const lines = [
      'المبلغ: ٢٥٬٠٠٠ د.ع',
      'لا يوجد استرداد',
      'طلب رقم 1042',
      'مصرف العراق الأول (FIB)',
    ];
    expect((await roundTrip(lines, 'rtl')).strings).toEqual(lines);
  });

  it('leaves English as it is', async () => {
    const lines = ['Receipt No. 12', 'Amount: 25,000 IQD'];
    expect((await roundTrip(lines, 'ltr')).strings).toEqual(lines);
  });

  it('joins letters: a letter inside a word is drawn with another glyph than alone', async () => {
    const { glyphIds } = await roundTrip(['ب', 'ببب'], 'rtl');
    const alone = glyphIds[0]!.slice(1, 5);
    const joined = glyphIds[1]!.slice(1, -1).match(/.{4}/g) ?? [];
    expect(joined).toHaveLength(3);
    expect(joined.every((g) => g !== alone)).toBe(true);
  });
});
