import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint configuration keeps the API's modules apart (docs/design.md §2, eslint.config.js): this
// proves each rule fires on a deliberate bad import placed under modules/, and lets the
// registrars and a module's own files through. `npx eslint apps/api` runs the same rules; import
// cycles and the other boundaries are in scripts/lint-rules.test.ts.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, imported: string): Promise<string[]> {
  const code = `import { a } from '${imported}';\nexport const b = a;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('API module boundaries', () => {
  it.each([
    ['apps/api/src/modules/cart/x.ts', '../orders/routes'],
    ['apps/api/src/modules/orders/x.ts', '../catalogue/admin-routes'],
    ['apps/api/src/modules/staff/x.ts', '../products/seller-routes'],
    ['apps/api/src/modules/admin/routes.ts', '../orders/seller-routes'],
    ['apps/api/src/modules/seller/routes.ts', '../catalogue/admin-routes'],
  ])("refuses, in %s, an import of another module's routes (%s)", async (file, imported) => {
    expect(await problems(file, imported)).toEqual([
      expect.stringMatching(
        /^no-restricted-imports: .*A module never imports another module's routes/,
      ),
    ]);
  });

  it.each([
    ['apps/api/src/modules/seller/routes.ts', '../admin/sellers-page'],
    ['apps/api/src/modules/admin/routes.ts', '../seller/products-page'],
  ])('refuses, in %s, an import of the other console side (%s)', async (file, imported) => {
    expect(await problems(file, imported)).toEqual([
      expect.stringMatching(
        /^no-restricted-imports: .*The admin and seller registrars never import each other/,
      ),
    ]);
  });

  it.each([
    ['apps/api/src/modules/admin/routes.ts', '../orders/admin-routes'],
    ['apps/api/src/modules/seller/routes.ts', '../orders/seller-routes'],
    ['apps/api/src/modules/orders/x.ts', './routes'],
    ['apps/api/src/modules/orders/x.ts', '../payments/service'],
    ['apps/api/src/app.ts', './modules/orders/routes'],
  ])('lets %s import %s', async (file, imported) => {
    expect(await problems(file, imported)).toEqual([]);
  });
});
