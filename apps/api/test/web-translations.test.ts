import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTranslations, withPageTexts } from '../src/web/page-template';

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

function writeLocale(files: Record<string, object>): string {
  dist = mkdtempSync(path.join(tmpdir(), 'chapkhana-web-dist-'));
  const folder = path.join(dist, 'assets', 'locales', 'kr');
  mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(folder, name), JSON.stringify(content));
  }
  return dist;
}

describe("the server's storefront translations", () => {
  it('merge back the error texts the browser loads apart (errors.json)', () => {
    const dir = writeLocale({
      'translation.json': { meta: { title: 'چاپخانە' }, apiErrors: { unreachable: 'U' } },
      'errors.json': { apiErrors: { cart_empty: 'E' }, fieldErrors: { required: 'R' } },
    });
    expect(readTranslations(dir, 'kr')).toEqual({
      meta: { title: 'چاپخانە' },
      apiErrors: { unreachable: 'U', cart_empty: 'E' },
      fieldErrors: { required: 'R' },
    });
  });

  it("merge back the screens' texts the browser loads apart (screens.json)", () => {
    const dir = writeLocale({
      'translation.json': { meta: { title: 'چاپخانە' }, apiErrors: { unreachable: 'U' } },
      'errors.json': { apiErrors: { cart_empty: 'E' } },
      'screens.json': { account: { login: { submit: 'L' } }, checkout: { title: 'C' } },
    });
    expect(readTranslations(dir, 'kr')).toEqual({
      meta: { title: 'چاپخانە' },
      apiErrors: { unreachable: 'U', cart_empty: 'E' },
      account: { login: { submit: 'L' } },
      checkout: { title: 'C' },
    });
  });

  it('read a translation file served whole as it is', () => {
    const whole = { meta: { title: 'چاپخانە' }, apiErrors: { cart_empty: 'E' } };
    expect(readTranslations(writeLocale({ 'translation.json': whole }), 'kr')).toEqual(whole);
  });
});

describe('the translation file a drawn page carries', () => {
  const page = '<html><body><div id="root"></div></body></html>';

  it('comes after the root, escaped so no text can end its element', () => {
    const dir = writeLocale({
      'translation.json': { meta: { title: 'A </script><script>alert(1)</script> & B' } },
    });
    const carried = withPageTexts(page, dir, 'kr');
    expect(carried).toMatch(
      /^<html><body><div id="root"><\/div><script type="application\/json" id="chapkhana-texts" data-language="kr">[^<]*<\/script><\/body><\/html>$/,
    );
    const json = /data-language="kr">([^<]*)</.exec(carried)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({
      meta: { title: 'A </script><script>alert(1)</script> & B' },
    });
  });

  it('is left out when the file is missing or not JSON: the browser asks for it', () => {
    const dir = writeLocale({});
    expect(withPageTexts(page, dir, 'kr')).toBe(page);
    writeFileSync(path.join(dir, 'assets', 'locales', 'kr', 'translation.json'), '{"meta":');
    expect(withPageTexts(page, dir, 'kr')).toBe(page);
  });
});
