import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a BOM and ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b', 2],
      ]),
    ).toBe('\uFEFFa,1\r\nb,2\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(toCsv([['کارت، "باش"', 'a,b', 'x\ny']])).toBe('\uFEFF"کارت، ""باش""","a,b","x\ny"\r\n');
  });

  it('prefixes a text cell that a spreadsheet would run as a formula', () => {
    const cells = ['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'];
    expect(toCsv([cells])).toBe(
      '\uFEFF"\'=HYPERLINK(""http://x"",""y"")",\'+1,\'-2,\'@SUM(A1),\'\tx,"\'\rx"\r\n',
    );
  });

  it('writes numbers and digit strings as given', () => {
    expect(toCsv([[1250000, { digits: '157.5' }]])).toBe('\uFEFF1250000,157.5\r\n');
  });
});
