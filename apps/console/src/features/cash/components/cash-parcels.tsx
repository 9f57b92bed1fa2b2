import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import type { CashParcel, CashState } from '@chapkhana/shared/cash';
import { formatIraqTime } from '@chapkhana/shared/dates';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { DataTable, type Column } from '@/components/ui/data-table';
import { buttonClass, inputClass } from '@/components/ui/field';
import { LtrText } from '@/components/ui/ltr-text';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useGetCashParcelsQuery } from '@/features/cash/api/get-cash-parcels';
import { useSettleOwnMutation } from '@/features/cash/api/settle-own';
import type { CashSide } from '@/features/cash/api/side';
import { failureText } from '@/lib/api-failure';
import { Iqd } from './iqd';

export interface CashDrill {
  courier: string;
  state: CashState;
}

interface CashParcelsProps {
  side: CashSide;
  from: string;
  to: string;
  sellerId?: string;
  drill: CashDrill;
}

const when = (at: string | null) => (at ? <LtrText>{formatIraqTime(at)}</LtrText> : '—');

/**
 * The parcels behind one figure of one courier: waybill, order, amount, state and dates. The
 * seller's own-driver parcels with cash collected can be ticked and marked settled by hand.
 */
export function CashParcels({ side, from, to, sellerId, drill }: CashParcelsProps) {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useGetCashParcelsQuery({
    side,
    from,
    to,
    ...(sellerId ? { sellerId } : {}),
    courier: drill.courier,
    state: drill.state,
  });
  const settleable = side === 'seller' && drill.courier === 'own' && drill.state === 'collected';
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [settle, { isLoading: settling }] = useSettleOwnMutation();
  const rows = data ?? [];
  const toggle = (id: string) =>
    setPicked((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const columns: Column<CashParcel>[] = [
    ...(settleable
      ? [
          {
            header: t('cash.pick'),
            cell: (row: CashParcel) => (
              <input
                type="checkbox"
                className="size-5"
                aria-label={t('cash.pickParcel', { number: row.orderNumber })}
                checked={picked.has(row._id)}
                onChange={() => toggle(row._id)}
              />
            ),
          },
        ]
      : []),
    {
      header: t('parcels.waybill'),
      cell: (row) => (row.waybill ? <LtrText>{row.waybill}</LtrText> : '—'),
    },
    {
      header: t('cash.order'),
      cell: (row) => (
        <Link
          className="text-brand-700 underline"
          to={
            side === 'seller'
              ? paths.seller.order(row.sellerOrderId)
              : paths.admin.order(row.orderId)
          }
        >
          {t('cash.orderNumber', { number: row.orderNumber })}
        </Link>
      ),
    },
    {
      header: t('cash.amount'),
      cell: (row) => <Iqd amount={row.cashCollectedIqd ?? row.cashAmountIqd} />,
    },
    { header: t('cash.parcelState'), cell: (row) => t(`parcels.state.${row.state}`) },
    { header: t('cash.handedOverAt'), cell: (row) => when(row.handedOverAt) },
    { header: t('cash.deliveredAt'), cell: (row) => when(row.deliveredAt) },
    { header: t('cash.collectedAt'), cell: (row) => when(row.cashCollectedAt) },
    { header: t('cash.settledAt'), cell: (row) => when(row.cashSettledAt) },
  ];
  const submit = () => {
    if (settling || picked.size === 0) return;
    setFailure(null);
    const trimmed = note.trim();
    settle({ parcelIds: [...picked], ...(trimmed ? { note: trimmed } : {}) })
      .unwrap()
      .then((answer) => {
        toast.success(t('cash.settledDone', { count: answer.settled }));
        setPicked(new Set());
        setNote('');
      })
      .catch((reason: unknown) => setFailure(failureText(reason, (key, values) => t(key, values))));
  };
  return (
    <section className="flex flex-col gap-3" data-testid="cash-parcels">
      <h2 className="text-lg font-semibold">{t(`cash.figure.${drill.state}`)}</h2>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
      />
      {data && rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('cash.noParcels')}</p>
      ) : null}
      {rows.length > 0 ? (
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(row) => row._id}
          rowTestId={() => 'cash-parcel'}
        />
      ) : null}
      {settleable && rows.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-slate-200">
          <label htmlFor="own-settle-note" className="text-sm">
            {t('cash.settleNote')}
          </label>
          <input
            id="own-settle-note"
            dir="auto"
            maxLength={300}
            className={inputClass}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {failure ? (
            <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
              {failure}
            </p>
          ) : null}
          <button
            type="button"
            className={`${buttonClass} self-start`}
            disabled={settling || picked.size === 0}
            onClick={submit}
          >
            {t('cash.settleOwn', { count: picked.size })}
          </button>
        </div>
      ) : null}
    </section>
  );
}
