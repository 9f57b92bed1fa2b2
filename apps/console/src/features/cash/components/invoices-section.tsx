import { useState } from 'react';
import toast from 'react-hot-toast';
import type { CashCourier, CourierInvoice } from '@chapkhana/shared/cash';
import { formatIraqTime } from '@chapkhana/shared/dates';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { secondaryButtonClass } from '@/components/ui/field';
import { LtrText } from '@/components/ui/ltr-text';
import { QueryState } from '@/components/ui/query-state';
import { useGetCourierInvoicesQuery } from '@/features/cash/api/get-invoices';
import { useReceiveCourierInvoiceMutation } from '@/features/cash/api/receive-invoice';
import type { CashSide } from '@/features/cash/api/side';
import { useSyncCourierInvoicesMutation } from '@/features/cash/api/sync-invoices';
import { failureText } from '@/lib/api-failure';
import { CourierName } from './courier-name';
import { Iqd } from './iqd';

/** "Received": a flagged invoice first asks to accept its difference. Busy while it goes. */
export function ReceivedButton({ side, invoice }: { side: CashSide; invoice: CourierInvoice }) {
  const { t } = useTranslation();
  const [receive, { isLoading }] = useReceiveCourierInvoiceMutation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = (acceptDifference: boolean) => {
    if (isLoading) return;
    setFailure(null);
    receive({ side, id: invoice._id, ...(acceptDifference ? { acceptDifference } : {}) })
      .unwrap()
      .then(() => {
        setAsking(false);
        toast.success(t('cash.receivedDone'));
      })
      .catch((reason: unknown) => {
        const sentence = failureText(reason, (key, values) => t(key, values));
        if (acceptDifference) setFailure(sentence);
        else toast.error(sentence);
      });
  };
  return (
    <>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={isLoading}
        onClick={() => (invoice.mismatch ? setAsking(true) : send(false))}
      >
        {t('cash.received')}
      </button>
      {asking ? (
        <ConfirmDialog
          title={t('cash.differenceTitle')}
          confirmLabel={t('cash.acceptDifference')}
          busy={isLoading}
          failure={failure}
          onConfirm={() => send(true)}
          onCancel={() => setAsking(false)}
          testId="difference-dialog"
        >
          <p>
            {t('cash.differenceText', {
              invoice: invoice.amountIqd.toLocaleString('en-US'),
              ours: invoice.ourAmountIqd.toLocaleString('en-US'),
              difference: invoice.differenceIqd.toLocaleString('en-US'),
            })}
          </p>
          {invoice.unknownOrders.length > 0 ? (
            <p className="mt-2">
              {t('cash.unknownOrders')} <LtrText>{invoice.unknownOrders.join(', ')}</LtrText>
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** "Sync with courier" for one courier account. */
function SyncButton({ side, courier }: { side: CashSide; courier: CashCourier }) {
  const { t } = useTranslation();
  const [sync, { isLoading }] = useSyncCourierInvoicesMutation();
  return (
    <button
      type="button"
      className={secondaryButtonClass}
      disabled={isLoading}
      onClick={() => {
        if (isLoading) return;
        sync({ side, courierAccountId: courier.courier })
          .unwrap()
          .then(() => toast.success(t('cash.syncDone')))
          .catch((reason: unknown) =>
            toast.error(failureText(reason, (key, values) => t(key, values))),
          );
      }}
    >
      {t('cash.sync')} · <CourierName courier={courier} />
    </button>
  );
}

interface InvoicesSectionProps {
  side: CashSide;
  sellerId?: string;
  couriers: readonly CashCourier[];
}

/** The couriers' invoices: amount, parcels, state, a difference flagged; sync with a courier and mark received. */
export function InvoicesSection({ side, sellerId, couriers }: InvoicesSectionProps) {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useGetCourierInvoicesQuery({
    side,
    ...(sellerId ? { sellerId } : {}),
  });
  const accounts = couriers.filter((courier) => courier.courier !== 'own');
  const byAccount = new Map(accounts.map((courier) => [courier.courier, courier]));
  const columns: Column<CourierInvoice>[] = [
    {
      header: t('cash.courier'),
      cell: (row) => {
        const courier = byAccount.get(row.courierAccountId);
        return courier ? <CourierName courier={courier} /> : '—';
      },
    },
    { header: t('cash.invoiceNumber'), cell: (row) => <LtrText>{row.courierInvoiceId}</LtrText> },
    { header: t('cash.amount'), cell: (row) => <Iqd amount={row.amountIqd} /> },
    { header: t('cash.parcelCount'), cell: (row) => <LtrText>{String(row.parcelCount)}</LtrText> },
    {
      header: t('cash.invoiceState'),
      cell: (row) =>
        row.receivedAt ? (
          <span>
            {t('cash.receivedAt')} <LtrText>{formatIraqTime(row.receivedAt)}</LtrText>
          </span>
        ) : (
          t('cash.notReceived')
        ),
    },
    {
      header: t('cash.difference'),
      cell: (row) =>
        row.mismatch ? (
          <span className="font-semibold text-red-700" data-testid="invoice-mismatch">
            <Iqd amount={row.differenceIqd} />
            {row.unknownOrders.length > 0
              ? ` · ${t('cash.unknownCount', { count: row.unknownOrders.length })}`
              : ''}
          </span>
        ) : (
          <span className="text-slate-500">{t('cash.noDifference')}</span>
        ),
    },
  ];
  return (
    <section className="flex flex-col gap-3" data-testid="cash-invoices">
      <h2 className="text-lg font-semibold">{t('cash.invoices')}</h2>
      {accounts.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {accounts.map((courier) => (
            <SyncButton key={courier.courier} side={side} courier={courier} />
          ))}
        </div>
      ) : null}
      <QueryState
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
      />
      {data && data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('cash.noInvoices')}</p>
      ) : null}
      {data && data.length > 0 ? (
        <DataTable
          rows={data}
          columns={columns}
          rowKey={(row) => row._id}
          rowTestId={() => 'courier-invoice'}
          actions={(row) => (row.receivedAt ? null : <ReceivedButton side={side} invoice={row} />)}
        />
      ) : null}
    </section>
  );
}
