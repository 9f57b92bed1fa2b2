import { formatDinar } from '@chapkhana/shared/pricing';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { FileDown } from 'lucide-react';
import { Money } from '@/components/ui/money';
import { useGetOrderDocumentsQuery } from '@/features/orders/api/get-order-documents';

const linkStyle =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

/**
 * The order's invoice and each payment's receipt as PDF downloads in the reading language. A
 * plain link: the session cookie goes with it, and the browser saves the file.
 */
export function OrderDocuments({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isError } = useGetOrderDocumentsQuery(orderId);
  if (isError) {
    return (
      <p className="text-sm text-slate-600" data-testid="order-documents-error">
        {t('orders.documents.loadError')}
      </p>
    );
  }
  if (!data) return <p className="text-sm text-slate-500">{t('orders.documents.loading')}</p>;
  const withLanguage = (href: string) => `${href}?lang=${language}`;
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="order-documents">
      <a
        href={withLanguage(data.invoice.href)}
        download
        className={`${linkStyle} self-start`}
        data-testid="order-invoice-download"
      >
        <FileDown aria-hidden="true" className="size-5" />
        {t('orders.documents.invoice')}{' '}
        <bdi dir="ltr" className="font-normal text-slate-600">
          {data.invoice.number}
        </bdi>
      </a>
      {data.receipts.length > 0 ? (
        <ul className="flex flex-col divide-y divide-slate-100">
          {data.receipts.map((receipt) => (
            <li
              key={receipt.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
              data-testid="order-receipt"
            >
              <span className="text-slate-700">
                {t(`orders.method.${receipt.method}`)} ·{' '}
                <Money amount={formatDinar(receipt.amountIqd)} />
              </span>
              <a
                href={withLanguage(receipt.href)}
                download
                className={linkStyle}
                data-testid="order-receipt-download"
              >
                <FileDown aria-hidden="true" className="size-5" />
                {t('orders.documents.receipt')}{' '}
                <bdi dir="ltr" className="font-normal text-slate-600">
                  {receipt.number}
                </bdi>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
