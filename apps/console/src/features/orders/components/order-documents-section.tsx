import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { formatDinar } from '@chapkhana/shared/pricing';
import { secondaryButtonClass } from '@/components/ui/field';
import { LtrText } from '@/components/ui/ltr-text';
import {
  useGetOrderDocumentsQuery,
  type DocumentsOf,
} from '@/features/orders/api/get-order-documents';

/**
 * The order's invoice (the seller's: their part of it) and the receipts this reader may see, as
 * PDF downloads in the console's language. Plain links: the console's sign-in cookie goes with them.
 */
export function OrderDocumentsSection({ of }: { of: DocumentsOf }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isError } = useGetOrderDocumentsQuery(of);
  if (isError)
    return (
      <p className="text-sm text-slate-500" data-testid="order-documents-error">
        {t('documents.loadError')}
      </p>
    );
  if (!data) return null;
  const withLanguage = (href: string) => `${href}?lang=${language}`;
  return (
    <section
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 print:hidden"
      aria-labelledby="order-documents-title"
      data-testid="order-documents"
    >
      <h2 id="order-documents-title" className="mb-2 font-bold">
        {t('documents.title')}
      </h2>
      <a
        href={withLanguage(data.invoice.href)}
        download
        className={secondaryButtonClass}
        data-testid="order-invoice-download"
      >
        {t('documents.invoice')} <LtrText>{data.invoice.number}</LtrText>
      </a>
      {data.receipts.length > 0 ? (
        <ul className="mt-3 flex flex-col divide-y divide-slate-100 text-sm">
          {data.receipts.map((receipt) => (
            <li
              key={receipt.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
              data-testid="order-receipt"
            >
              <span>
                {t(`payment.method.${receipt.method}`)} ·{' '}
                <bdi>{t('money.iqd', { amount: formatDinar(receipt.amountIqd) })}</bdi>
              </span>
              <a
                href={withLanguage(receipt.href)}
                download
                className={secondaryButtonClass}
                data-testid="order-receipt-download"
              >
                {t('documents.receipt')} <LtrText>{receipt.number}</LtrText>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
