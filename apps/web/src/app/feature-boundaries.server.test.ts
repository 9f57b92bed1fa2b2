import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint configuration keeps features apart (DESIGN §2, eslint.config.js): this proves the rule
// fires on a deliberate cross-feature import, in both front ends, and lets a feature use itself.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('feature boundaries', () => {
  it.each([
    ['apps/web/src/features/reviews/components/x.tsx', '@/features/chat/components/message-pane'],
    [
      'apps/console/src/features/customers/components/x.tsx',
      '@/features/orders/components/order-columns',
    ],
  ])('refuses an import of another feature in %s', async (file, imported) => {
    const found = await problems(file, `import { a } from '${imported}';\nexport const b = a;\n`);
    expect(found).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*never imports another feature/),
    ]);
  });

  it('lets a feature import its own files, shared components and the kit', async () => {
    const found = await problems(
      'apps/web/src/features/reviews/components/x.tsx',
      [
        "import { a } from '@/features/reviews/components/review-item';",
        "import { b } from '@/lib/api-client';",
        "import { c } from '@chapkhana/web-kit/use-language';",
        'export const d = [a, b, c];',
        '',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });
});
