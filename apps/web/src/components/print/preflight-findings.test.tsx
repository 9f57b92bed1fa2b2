import { render, screen } from '@testing-library/react';
import { TranslatorProvider } from '@chapkhana/web-kit/translator';
import type { PreflightFinding } from '@chapkhana/shared/print';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@chapkhana/web-kit/testing/test-i18n';
import ar from '../../../public/assets/locales/ar/translation.json';
import en from '../../../public/assets/locales/en/translation.json';
import kr from '../../../public/assets/locales/kr/translation.json';
import { PreflightFindings } from '@/components/print/preflight-findings';

const findings: PreflightFinding[] = [
  { code: 'resolution_too_low', severity: 'error', params: { dpi: 96, min: 150 } },
  { code: 'colour_cmyk', severity: 'info', params: {} },
];

describe('preflight findings', () => {
  it.each([
    ['en', en, 'Error: Pictures print at only 96 dpi (at least 150 is needed).'],
    ['kr', kr, `${kr.print.severity.error}: `],
    ['ar', ar, `${ar.print.severity.error}: `],
  ])(
    'are sentences of the reading language (%s), figures filled in, errors marked',
    (_, file, start) => {
      render(
        <TranslatorProvider i18n={createTestI18n(file)}>
          <PreflightFindings findings={findings} />
        </TranslatorProvider>,
      );
      const [error, info] = screen.getAllByTestId('preflight-finding');
      expect(error!.textContent!.startsWith(start)).toBe(true);
      expect(error!.textContent).toContain('96');
      expect(error!.textContent).toContain('150');
      expect(error!.textContent).not.toContain('{{');
      expect(error!.getAttribute('data-severity')).toBe('error');
      expect(info!.textContent).toBe(file.preflight.colour_cmyk);
    },
  );
});
