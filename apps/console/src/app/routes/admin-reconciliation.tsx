import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { formatIraqTime, showDayMonthYear } from '@chapkhana/shared/dates';
import type { PaymentFlag, ReconciliationDay } from '@chapkhana/shared/reconciliation';
import { DataTable } from '@/components/ui/data-table';
import { DateField } from '@/components/ui/date-field';
import { secondaryButtonClass } from '@/components/ui/field';
import { LtrText } from '@/components/ui/ltr-text';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { Iqd } from '@/features/cash/components/iqd';
import { iraqToday } from '@/features/cash/components/money';
import {
  useCheckDayMutation,
  useGetPaymentFlagsQuery,
  useGetReconciliationQuery,
} from '@/features/payments/api/reconciliation';
import { ResolveFlagDialog } from '@/features/payments/components/resolve-flag-dialog';
import { failureText } from '@/lib/api-failure';

const DAY_MS = 24 * 60 * 60 * 1000;
const weekAgo = () => iraqToday(Date.now() - 6 * DAY_MS);

/** A sum and, beside it, how many payments make it, e.g. "45,000 IQD (3)". */
function CountSum({ count, sum }: { count: number; sum: number }) {
  return (
    <span className="whitespace-nowrap">
      <Iqd amount={sum} />{' '}
      <span className="text-xs text-slate-500">
        (<bdi>{count}</bdi>)
      </span>
    </span>
  );
}

const hasFigures = (row: ReconciliationDay) =>
  row.paidCount + row.pendingCount + row.refundedIqd + row.openFlags + row.couldNotAsk > 0;

/** One day: its providers' figures, when it was last checked, and "check again". */
function DaySection({
  day,
  rows,
  quiet,
}: {
  day: string;
  rows: ReconciliationDay[];
  /** The whole range is empty (said once above): an empty day says nothing more. */
  quiet: boolean;
}) {
  const { t } = useTranslation();
  const [checkDay, { isLoading }] = useCheckDayMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const checkedAt = rows.map((row) => row.checkedAt).find((at) => at !== null);
  const empty = !rows.some(hasFigures);
  const check = () => {
    setFailure(null);
    checkDay(day)
      .unwrap()
      .then((answer) => {
        const couldNotAsk = answer.checks.reduce((sum, c) => sum + c.couldNotAsk, 0);
        const flagged = answer.checks.reduce((sum, c) => sum + c.flagged, 0);
        toast.success(t('reconciliation.checked', { flagged, couldNotAsk }));
      })
      .catch((error: unknown) => setFailure(failureText(error, (key, values) => t(key, values))));
  };
  return (
    <section
      className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
      data-testid={`reconciliation-day-${day}`}
      aria-labelledby={`day-${day}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 p-3">
        <div className="flex flex-col">
          <h2 id={`day-${day}`} className="font-semibold text-slate-900">
            <LtrText>{showDayMonthYear(day)}</LtrText>
          </h2>
          <span className="text-xs text-slate-500">
            {checkedAt ? (
              <>
                {t('reconciliation.checkedAt')} <LtrText>{formatIraqTime(checkedAt)}</LtrText>
              </>
            ) : (
              t('reconciliation.neverChecked')
            )}
          </span>
        </div>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={isLoading}
          aria-busy={isLoading}
          data-testid={`check-day-${day}`}
          onClick={check}
        >
          {isLoading
            ? t('reconciliation.checking')
            : t(checkedAt ? 'reconciliation.checkAgain' : 'reconciliation.checkNow')}
        </button>
      </div>
      {failure ? (
        <p role="alert" className="m-3 rounded-md bg-red-50 p-2 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      {empty ? (
        quiet ? null : (
          <p className="p-3 text-sm text-slate-500">{t('reconciliation.nothingThatDay')}</p>
        )
      ) : (
        <DataTable
          framed={false}
          rows={rows}
          rowKey={(row) => row.method}
          rowTestId={(row) => `reconciliation-${day}-${row.method}`}
          columns={[
            {
              header: t('reconciliation.provider'),
              cell: (row) => (
                <span className="font-medium text-slate-900">
                  {t(`payment.method.${row.method}`)}
                </span>
              ),
            },
            {
              header: t('reconciliation.paid'),
              cell: (row) => <CountSum count={row.paidCount} sum={row.paidIqd} />,
            },
            {
              header: t('reconciliation.refunded'),
              cell: (row) => <Iqd amount={row.refundedIqd} />,
            },
            {
              header: t('reconciliation.pending'),
              cell: (row) => <CountSum count={row.pendingCount} sum={row.pendingIqd} />,
            },
            {
              header: t('reconciliation.flags'),
              cell: (row) =>
                row.openFlags > 0 ? (
                  <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    <bdi>{row.openFlags}</bdi>
                  </span>
                ) : (
                  <bdi className="text-slate-500">0</bdi>
                ),
            },
            {
              header: t('reconciliation.answers'),
              cell: (row) => {
                if (row.couldNotAsk > 0) {
                  return (
                    <span className="text-red-700">
                      {t('reconciliation.notAnswered', { count: row.couldNotAsk })}
                    </span>
                  );
                }
                return (
                  <span className="text-slate-500">
                    {row.checkedAt ? t('reconciliation.allAnswered') : '—'}
                  </span>
                );
              },
            },
          ]}
        />
      )}
    </section>
  );
}

/** The open flags: what a person must look at, with the order and a resolve. */
function OpenFlags({ flags }: { flags: PaymentFlag[] }) {
  const { t } = useTranslation();
  const [resolving, setResolving] = useState<PaymentFlag | null>(null);
  return (
    <section aria-labelledby="open-flags" className="flex flex-col gap-2">
      <h2 id="open-flags" className="text-lg font-semibold">
        {t('reconciliation.openFlags')}
      </h2>
      {flags.length === 0 ? (
        <p
          className="rounded-lg bg-green-50 p-3 text-sm text-green-900"
          data-testid="no-open-flags"
        >
          {t('reconciliation.noFlags')}
        </p>
      ) : (
        <DataTable
          rows={flags}
          rowKey={(flag) => flag._id}
          rowTestId={(flag) => `flag-${flag._id}`}
          columns={[
            {
              header: t('reconciliation.what'),
              cell: (flag) => (
                <span className="font-medium text-slate-900">
                  {t(`reconciliation.kinds.${flag.kind}`)}
                </span>
              ),
            },
            {
              header: t('reconciliation.order'),
              cell: (flag) => (
                <Link
                  to={paths.admin.order(flag.orderId)}
                  className="text-brand-700 underline"
                  data-testid={`flag-order-${flag._id}`}
                >
                  <LtrText>#{flag.orderNumber}</LtrText>
                </Link>
              ),
            },
            {
              header: t('reconciliation.provider'),
              cell: (flag) => (
                <span className="flex flex-col max-md:items-end">
                  <span>{t(`payment.method.${flag.method}`)}</span>
                  <bdi dir="ltr" className="break-all font-mono text-xs text-slate-500">
                    {flag.paymentId}
                  </bdi>
                </span>
              ),
            },
            {
              header: t('reconciliation.ours'),
              cell: (flag) => <bdi dir="ltr">{flag.ours}</bdi>,
            },
            {
              header: t('reconciliation.theirs'),
              cell: (flag) => <bdi dir="ltr">{flag.theirs}</bdi>,
            },
            {
              header: t('reconciliation.day'),
              cell: (flag) => <LtrText>{showDayMonthYear(flag.day)}</LtrText>,
            },
          ]}
          actions={(flag) => (
            <button
              type="button"
              className={secondaryButtonClass}
              data-testid={`resolve-flag-${flag._id}`}
              onClick={() => setResolving(flag)}
            >
              {t('reconciliation.resolve')}
            </button>
          )}
        />
      )}
      {resolving ? <ResolveFlagDialog flag={resolving} onClose={() => setResolving(null)} /> : null}
    </section>
  );
}

/** /console/admin/reconciliation: online payments per day and provider, checked against them. */
export function ReconciliationRoute() {
  const { t } = useTranslation();
  const [from, setFrom] = useState(weekAgo);
  const [to, setTo] = useState(() => iraqToday());
  const summary = useGetReconciliationQuery({ from, to });
  const flags = useGetPaymentFlagsQuery(undefined);
  const days = [...new Set((summary.data?.rows ?? []).map((row) => row.day))];
  const nothing = summary.data !== undefined && !summary.data.rows.some(hasFigures);
  return (
    <>
      <PageTitle>{t('reconciliation.title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('reconciliation.intro')}</p>
      <div className="flex flex-col gap-6">
        <QueryState
          isLoading={flags.isLoading}
          isError={flags.isError}
          error={flags.error}
          onRetry={() => void flags.refetch()}
        />
        {flags.data ? <OpenFlags flags={flags.data} /> : null}
        <section aria-labelledby="days" className="flex flex-col gap-3">
          <h2 id="days" className="text-lg font-semibold">
            {t('reconciliation.days')}
          </h2>
          <div className="flex flex-wrap gap-3">
            <DateField
              id="reconciliation-from"
              label={t('reconciliation.from')}
              value={from}
              onChange={(day) => day && setFrom(day)}
            />
            <DateField
              id="reconciliation-to"
              label={t('reconciliation.to')}
              value={to}
              onChange={(day) => day && setTo(day)}
            />
          </div>
          <QueryState
            isLoading={summary.isLoading}
            isError={summary.isError}
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
          {nothing ? (
            <p
              className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600"
              data-testid="no-payments"
            >
              {t('reconciliation.empty')}
            </p>
          ) : null}
          {summary.data && summary.data.rows.length === 0 ? (
            <p className="text-sm text-slate-600">{t('reconciliation.noProviders')}</p>
          ) : null}
          {days.map((day) => (
            <DaySection
              key={day}
              day={day}
              quiet={nothing}
              rows={(summary.data?.rows ?? []).filter((row) => row.day === day)}
            />
          ))}
        </section>
      </div>
    </>
  );
}
