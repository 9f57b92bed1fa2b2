import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ShownLineAmounts, ShownOrderFigures } from '@chapkhana/shared/order-figures';

/** The figures the customer was shown and the cash the courier collects, from `shownOrderFigures`. */
export function OrderFigures({
  figures,
  lines,
  extra,
  title,
}: {
  figures: ShownOrderFigures;
  /** The heading; by default "What the customer was shown". */
  title?: string;
  /** The order's lines in whole dinars and the rounding to the subtotal, when all lines are shown. */
  lines?: ShownLineAmounts;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => <bdi>{t('money.iqd', { amount })}</bdi>;
  const row = (label: string, value: ReactNode, testId: string, strong = false) => (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId} className="tabular-nums">
        {value}
      </dd>
    </div>
  );
  return (
    <section
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 print:max-w-md print:p-0 print:shadow-none print:ring-0"
      aria-labelledby="order-figures-title"
    >
      <h2 id="order-figures-title" className="mb-2 font-bold">
        {title ?? t('orderPage.figures')}
      </h2>
      <dl className="text-sm">
        {lines ? row(t('orderPage.linesSum'), money(lines.linesSum), 'figure-lines') : null}
        {lines ? row(t('orderPage.rounding'), money(lines.rounding), 'figure-rounding') : null}
        {row(t('orderPage.subtotal'), money(figures.subtotal), 'figure-subtotal')}
        {figures.discount
          ? row(t('orderPage.discount'), money(figures.discount), 'figure-discount')
          : null}
        {row(t('orderPage.shipping'), money(figures.shipping), 'figure-shipping')}
        <div className="border-t border-slate-200">
          {row(t('orderPage.total'), money(figures.total), 'figure-total', true)}
        </div>
        {row(t('orderPage.cashToCollect'), money(figures.cashToCollect), 'figure-cash', true)}
        {extra}
      </dl>
    </section>
  );
}
