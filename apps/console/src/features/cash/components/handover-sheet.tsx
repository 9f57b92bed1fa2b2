import { Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { HandoverListRow } from '@chapkhana/shared/cash';
import { governorateName } from '@chapkhana/shared/governorates';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { DateField } from '@/components/ui/date-field';
import { secondaryButtonClass } from '@/components/ui/field';
import { LtrText } from '@/components/ui/ltr-text';
import { PhoneLink } from '@/components/ui/phone-link';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useGetHandoverListQuery } from '@/features/cash/api/get-handover-list';
import type { CashSide } from '@/features/cash/api/side';
import { CourierName } from './courier-name';
import { Iqd } from './iqd';
import { iraqToday } from './money';

const cell = 'border border-slate-300 px-2 py-1 align-top';

/**
 * The daily hand-over list of one courier (or the own driver): every parcel handed over that day
 * with its cash, the total and lines for both signatures. Printed on A4 like the job sheet
 * (`data-print="sheet"`); the page's own direction stays.
 */
export function HandoverSheet({ side }: { side: CashSide }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const courier = search.get('courier') ?? 'own';
  const day = search.get('day') ?? iraqToday();
  const sellerId = search.get('sellerId') ?? undefined;
  const { data, isLoading, isError, error, refetch } = useGetHandoverListQuery({
    side,
    courier,
    day,
    ...(sellerId ? { sellerId } : {}),
  });
  const setDay = (next: string | undefined) => {
    if (!next) return;
    const query = new URLSearchParams(search);
    query.set('day', next);
    setSearch(query, { replace: true });
  };
  const row = (item: HandoverListRow, index: number) => (
    <tr key={`${item.orderNumber}-${item.waybill ?? index}`} data-testid="handover-row">
      <td className={cell}>
        <LtrText>{String(index + 1)}</LtrText>
      </td>
      <td className={cell}>{item.waybill ? <LtrText>{item.waybill}</LtrText> : '—'}</td>
      <td className={cell}>
        <LtrText>{String(item.orderNumber)}</LtrText>
      </td>
      <td className={cell}>
        <bdi>{item.customerName}</bdi>
      </td>
      <td className={cell}>{governorateName(item.governorate, language)}</td>
      <td className={cell}>
        <bdi>{item.area}</bdi>
      </td>
      <td className={cell}>
        <div className="flex flex-col gap-1">
          {item.phones.map((phone) => (
            <PhoneLink key={phone} phone={phone} />
          ))}
        </div>
      </td>
      <td className={cell}>
        <LtrText>{String(item.pieces)}</LtrText>
      </td>
      <td className={cell}>
        <Iqd amount={item.cashAmountIqd} />
      </td>
    </tr>
  );
  return (
    <div className="flex flex-col gap-4" data-print="sheet" data-testid="handover-sheet">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link
            to={side === 'seller' ? paths.seller.cash : paths.admin.cash}
            className="text-sm text-brand-700 underline"
            data-print="hide"
          >
            {t('cash.back')}
          </Link>
          <h1 className="text-2xl font-bold">{t('cash.handoverTitle')}</h1>
          {data ? (
            <p className="text-sm">
              <bdi>{data.sellerName}</bdi> ·{' '}
              <CourierName courier={{ ...data, simulation: false }} /> ·{' '}
              <LtrText>{day.split('-').reverse().join('-')}</LtrText>
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-end gap-3" data-print="hide">
          <DateField id="handover-day" label={t('cash.day')} value={day} onChange={setDay} />
          <button
            type="button"
            className={secondaryButtonClass}
            data-testid="print-handover"
            onClick={() => window.print()}
          >
            <Printer aria-hidden="true" className="size-4" />
            {t('cash.print')}
          </button>
        </div>
      </header>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
      />
      {data ? (
        <div className="overflow-x-auto print:overflow-visible">
          <table className="w-full border-collapse bg-white text-sm">
            <thead>
              <tr>
                {(
                  [
                    'cash.rowNumber',
                    'parcels.waybill',
                    'cash.order',
                    'cash.customer',
                    'cash.governorate',
                    'cash.area',
                    'cash.phones',
                    'cash.pieces',
                    'cash.cash',
                  ] as const
                ).map((key) => (
                  <th key={key} className={`${cell} text-start font-semibold`}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.length === 0 ? (
                <tr>
                  <td className={cell} colSpan={9}>
                    {t('cash.noHandover')}
                  </td>
                </tr>
              ) : (
                data.rows.map(row)
              )}
            </tbody>
            <tfoot>
              <tr className="font-semibold" data-testid="handover-total">
                <td className={cell} colSpan={7}>
                  {t('cash.total', { count: data.rows.length })}
                </td>
                <td className={cell}>
                  <LtrText>{String(data.totalPieces)}</LtrText>
                </td>
                <td className={cell}>
                  <Iqd amount={data.totalCashIqd} />
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
      <div className="mt-8 grid grid-cols-2 gap-8 text-sm break-inside-avoid">
        {(['cash.driverSignature', 'cash.houseSignature'] as const).map((key) => (
          <div key={key} className="flex flex-col gap-8">
            <span>{t(key)}</span>
            <span className="border-b border-slate-500" aria-hidden="true" />
          </div>
        ))}
      </div>
    </div>
  );
}
