import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CASH_STATES, type CashCourier, type CashState } from '@chapkhana/shared/cash';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { DataTable, type Column } from '@/components/ui/data-table';
import { DateField } from '@/components/ui/date-field';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useGetCashQuery } from '@/features/cash/api/get-cash';
import type { CashSide } from '@/features/cash/api/side';
import { CashParcels, type CashDrill } from './cash-parcels';
import { CourierName } from './courier-name';
import { InvoicesSection } from './invoices-section';
import { Iqd } from './iqd';
import { iraqMonthStart, iraqToday } from './money';

/** The figures a row shows, in reading order; `owed` has no parcels of its own to list. */
const FIGURES = ['out', 'collected', 'settled', 'owed', 'returned'] as const;
type Figure = (typeof FIGURES)[number];
const drillable = (figure: Figure): figure is CashState =>
  (CASH_STATES as readonly string[]).includes(figure);

/**
 * Cash reconciled: for a date range (this month unless changed), per seller and courier (or the
 * own driver), what is out on the road, collected, settled, still owed and returned; a figure
 * opens the parcels behind it.
 */
export function CashPage({
  side,
  sellerId = '',
  sellerFilter,
}: {
  side: CashSide;
  /** The admin's chosen seller ('' for all). */
  sellerId?: string;
  /** The admin's seller filter, shown beside the dates. */
  sellerFilter?: ReactNode;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => iraqMonthStart());
  const [to, setTo] = useState(() => iraqToday());
  const [chosen, setDrill] = useState<(CashDrill & { sellerId: string }) | null>(null);
  // A figure opened for another seller than the one now filtered is closed.
  const drill = chosen && (!sellerId || chosen.sellerId === sellerId) ? chosen : null;
  const { data, isLoading, isError, error, refetch } = useGetCashQuery({
    side,
    from,
    to,
    ...(sellerId ? { sellerId } : {}),
  });
  const figureCell = (figure: Figure) => (row: CashCourier) => {
    const amount = row.figures[figure];
    if (!drillable(figure) || amount === 0) return <Iqd amount={amount} />;
    const open =
      drill?.courier === row.courier && drill.sellerId === row.sellerId && drill.state === figure;
    return (
      <button
        type="button"
        className={`rounded px-1 text-brand-700 underline ${open ? 'bg-brand-100' : ''}`}
        aria-pressed={open}
        data-testid={`figure-${figure}`}
        onClick={() => setDrill({ courier: row.courier, state: figure, sellerId: row.sellerId })}
      >
        <Iqd amount={amount} />
      </button>
    );
  };
  const columns: Column<CashCourier>[] = [
    ...(side === 'admin'
      ? [{ header: t('cash.seller'), cell: (row: CashCourier) => row.sellerName }]
      : []),
    { header: t('cash.courier'), cell: (row) => <CourierName courier={row} /> },
    ...FIGURES.map((figure) => ({
      header: t(`cash.figure.${figure}`),
      cell: figureCell(figure),
      className: 'whitespace-nowrap',
    })),
  ];
  const handoverLink = (row: CashCourier) => {
    const query = new URLSearchParams({ courier: row.courier, day: iraqToday() });
    if (side === 'admin') query.set('sellerId', row.sellerId);
    return `${side === 'seller' ? paths.seller.handover : paths.admin.handover}?${query.toString()}`;
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-3">
        <DateField
          id="cash-from"
          label={t('cash.from')}
          value={from}
          onChange={(day) => day && setFrom(day)}
        />
        <DateField
          id="cash-to"
          label={t('cash.to')}
          value={to}
          onChange={(day) => day && setTo(day)}
        />
        {sellerFilter}
      </div>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
      />
      {data && data.couriers.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="cash-empty">
          {t('cash.empty')}
        </p>
      ) : null}
      {data && data.couriers.length > 0 ? (
        <>
          <DataTable
            rows={data.couriers}
            columns={columns}
            rowKey={(row) => `${row.sellerId}:${row.courier}`}
            rowTestId={() => 'cash-courier'}
            actions={(row) => (
              <Link className="text-sm text-brand-700 underline" to={handoverLink(row)}>
                {t('cash.handoverList')}
              </Link>
            )}
          />
          <dl
            className="grid grid-cols-2 gap-2 rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200 md:grid-cols-5"
            data-testid="cash-total"
          >
            {FIGURES.map((figure) => (
              <div key={figure}>
                <dt className="text-slate-500">{t(`cash.figure.${figure}`)}</dt>
                <dd className="font-semibold">
                  <Iqd amount={data.total[figure]} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {drill ? (
        <CashParcels
          key={`${drill.sellerId}:${drill.courier}:${drill.state}`}
          side={side}
          from={from}
          to={to}
          {...(side === 'admin' ? { sellerId: drill.sellerId } : {})}
          drill={drill}
        />
      ) : null}
      <InvoicesSection
        side={side}
        {...(sellerId ? { sellerId } : {})}
        couriers={data?.couriers ?? []}
      />
    </div>
  );
}
