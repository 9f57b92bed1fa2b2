import type { PreflightFinding } from '@chapkhana/shared/print';
import { AlertTriangle, CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

const TONES = {
  error: { icon: CircleX, className: 'text-red-800' },
  warning: { icon: AlertTriangle, className: 'text-amber-800' },
  info: { icon: CircleCheck, className: 'text-slate-600' },
} as const;

/**
 * What the preflight found in a design file, as sentences in the reading language
 * (`preflight.<code>` with its figures); errors and warnings are marked as such, in words
 * and not only by colour.
 */
export function PreflightFindings({
  findings,
  testId = 'preflight-findings',
}: {
  findings: readonly PreflightFinding[];
  testId?: string;
}) {
  const { t } = useTranslation();
  if (findings.length === 0) return null;
  return (
    <ul data-testid={testId} className="flex flex-col gap-1 text-sm">
      {findings.map((finding, index) => {
        const tone = TONES[finding.severity];
        const Icon = tone.icon;
        return (
          <li
            key={`${finding.code}-${index}`}
            data-testid="preflight-finding"
            data-code={finding.code}
            data-severity={finding.severity}
            className={`flex items-start gap-1.5 ${tone.className}`}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">
              {finding.severity === 'info' ? null : (
                <strong className="font-semibold">
                  {t(`print.severity.${finding.severity}`)}:{' '}
                </strong>
              )}
              {t(`preflight.${finding.code}`, finding.params)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
