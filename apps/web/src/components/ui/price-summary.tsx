import type { ShownLineAmounts } from '@chapkhana/shared/order-figures';
import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Money } from '@/components/ui/money';

export interface PriceSummaryRow {
  label: string;
  /** Formatted amount (rounded total, fee or discount). */
  amount: string;
  testId: string;
  /** Shown with a minus sign (a discount). */
  negative?: boolean;
}

interface PriceSummaryProps {
  title: string;
  rows: PriceSummaryRow[];
  total: { label: string; amount: string; testId: string };
  /**
   * The lines' whole-dinar sum and the rounding that takes it to the subtotal (`shownLineAmounts`),
   * shown above the rows so the figures visibly add up; `testId` prefixes `-lines` and `-rounding`.
   */
  lines?: Pick<ShownLineAmounts, 'linesSum' | 'rounding'> & { testId: string };
  /** Extra lines above the rows (an item count). */
  intro?: ReactNode;
  /** Buttons under the total. */
  children?: ReactNode;
  testId?: string;
}

/** An order summary box: rows of labelled amounts, then the total in bold (docs/storefront.md §2 Cart). */
export function PriceSummary({
  title,
  rows,
  total,
  lines,
  intro,
  children,
  testId,
}: PriceSummaryProps) {
  const { t } = useTranslation();
  const shownRows: PriceSummaryRow[] = lines
    ? [
        { label: t('summary.lines'), amount: lines.linesSum, testId: `${lines.testId}-lines` },
        {
          label: t('summary.rounding'),
          amount: lines.rounding,
          testId: `${lines.testId}-rounding`,
        },
        ...rows,
      ]
    : rows;
  return (
    <section
      data-testid={testId}
      aria-labelledby={testId ? `${testId}-title` : undefined}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={testId ? `${testId}-title` : undefined} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {intro}
      <dl className="flex flex-col gap-2 text-sm">
        {shownRows.map((row) => (
          <div key={row.testId} className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className={`font-semibold ${row.negative ? 'text-emerald-700' : 'text-slate-900'}`}>
              <Money amount={row.negative ? `-${row.amount}` : row.amount} testId={row.testId} />
            </dd>
          </div>
        ))}
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3">
          <dt className="font-bold text-slate-900">{total.label}</dt>
          <dd className="text-lg font-bold text-brand-800">
            <Money amount={total.amount} testId={total.testId} />
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
