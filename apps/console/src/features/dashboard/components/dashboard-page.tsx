import { useState, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import type { DashboardResponse } from '@chapkhana/shared/dashboard';
import { formatDinar } from '@chapkhana/shared/pricing';
import { useDirection } from '@chapkhana/web-kit/use-direction';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { secondaryButtonClass } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import { dashboardCsvHref, useGetDashboardQuery } from '../api/get-dashboard';
import type { DashboardSide } from '../api/side';
import { useRefetchOnReturn } from '../hooks/use-refetch-on-return';
import { presetRange, rangeProblem } from '../utils/range';
import { BestSellers } from './best-sellers';
import { RangePicker, type ChosenRange } from './range-picker';
import { SalesChart } from './sales-chart';
import { StandingNow } from './standing-now';

function Total({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="min-w-0 rounded-lg bg-white p-3 ring-1 ring-slate-200" data-testid={testId}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-xl font-bold break-words">{children}</dd>
    </div>
  );
}

/**
 * The console's first screen: over the days chosen (the last 30 unless changed), orders and
 * sales per day drawn as a chart, their totals and the best sellers, with a CSV of the same; and
 * what stands now (jobs due and late, proofs waiting, cash out with couriers). Asked again when
 * the reader comes back to the tab, or with the refresh button.
 */
export function DashboardPage({
  side,
  sellerId = '',
  sellerFilter,
  orderPath,
}: {
  side: DashboardSide;
  /** The admin's chosen seller ('' for all). */
  sellerId?: string;
  sellerFilter?: ReactNode;
  orderPath: (job: DashboardResponse['jobs']['lines'][number]) => string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [range, setRange] = useState<ChosenRange>(() => ({
    preset: 'days30',
    ...presetRange('days30'),
  }));
  const asked = { from: range.from, to: range.to, ...(sellerId ? { sellerId } : {}) };
  const valid = rangeProblem(range) === null;
  const { data, isLoading, isFetching, isError, error, refetch } = useGetDashboardQuery(
    { side, ...asked },
    { skip: !valid },
  );
  useRefetchOnReturn(() => {
    if (valid) void refetch();
  });
  const rtl = useDirection() === 'rtl';
  const iqd = (amount: string) => t('money.iqd', { amount: formatDinar(amount) });
  // The shop's money is the owner's (and the admin's): another role's answer has none, and its
  // dashboard is the jobs and proofs standing now, without days to choose or a CSV.
  const money = data?.totals !== null;
  const empty = data?.totals && data.totals.orders === 0 && data.totals.cancelled === 0;
  return (
    <div className="flex flex-col gap-4" aria-busy={isFetching} data-testid="dashboard">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {money ? <RangePicker value={range} onChange={setRange} /> : <span />}
        <div className="flex flex-wrap items-end gap-2">
          {sellerFilter}
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => void refetch()}
            disabled={!valid || isFetching}
            data-testid="dashboard-refresh"
          >
            <RefreshCw
              aria-hidden="true"
              className={`size-4 ${isFetching ? 'animate-spin' : ''}`}
            />
            {t('dashboard.refresh')}
          </button>
          {valid && money ? (
            <a
              className={secondaryButtonClass}
              href={dashboardCsvHref(side, { ...asked, lng: language })}
              download
              data-testid="dashboard-csv"
            >
              {t('dashboard.csv')}
            </a>
          ) : null}
        </div>
      </div>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
      />
      {data ? (
        <>
          {data.totals && data.days && data.best ? (
            <section aria-labelledby="dashboard-days" className="flex flex-col gap-3">
              <h2 id="dashboard-days" className="text-lg font-bold">
                {t('dashboard.daysTitle')}
              </h2>
              <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
                <Total label={t('dashboard.orders')} testId="total-orders">
                  {data.totals.orders}
                </Total>
                <Total label={t('dashboard.sales')} testId="total-sales">
                  <bdi>{iqd(data.totals.sales)}</bdi>
                </Total>
                <Total label={t('dashboard.paid')} testId="total-paid">
                  <bdi>{iqd(data.totals.paid)}</bdi>
                </Total>
                <Total label={t('dashboard.cancelled')} testId="total-cancelled">
                  {data.totals.cancelled}
                </Total>
              </dl>
              <p className="text-xs text-slate-600">{t('dashboard.definition')}</p>
              {empty ? (
                <p
                  className="rounded-lg bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200"
                  data-testid="dashboard-empty"
                >
                  {t('dashboard.empty')}
                </p>
              ) : (
                <div className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
                  <SalesChart days={data.days} rtl={rtl} />
                </div>
              )}
              <BestSellers best={data.best} />
            </section>
          ) : null}
          <section aria-labelledby="dashboard-now" className="flex flex-col gap-3">
            <h2 id="dashboard-now" className="text-lg font-bold">
              {t('dashboard.nowTitle')}
            </h2>
            <StandingNow figures={data} side={side} orderPath={orderPath} />
          </section>
        </>
      ) : null}
    </div>
  );
}
