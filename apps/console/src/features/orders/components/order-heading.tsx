import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Printer } from 'lucide-react';
import { secondaryButtonClass } from '@/components/ui/field';
import { OrderQrCode } from '@/features/orders/components/order-qr-code';

/**
 * The order page's title (number and date), a way back to the list and the Print button; on the
 * printed job sheet, a QR code of this page in the button's place.
 */
export function OrderHeading({
  orderNumber,
  date,
  backTo,
  children,
}: {
  orderNumber: number;
  date: string;
  backTo: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <header className="mb-4 flex flex-wrap items-start justify-between gap-3 print:mb-0 print:flex-nowrap">
      <div>
        <Link
          to={backTo}
          className="text-sm text-brand-700 underline print:hidden"
          data-print="hide"
        >
          {t('orderPage.back')}
        </Link>
        <p className="hidden text-sm font-semibold print:block">{t('orderPage.sheetTitle')}</p>
        <h1 className="text-2xl font-bold" data-testid="order-title">
          {t('orderPage.title', { number: orderNumber })}
        </h1>
        <p className="text-sm text-slate-600">
          {t('orderPage.date')}: <span dir="ltr">{date}</span>
        </p>
        {children}
      </div>
      <button
        type="button"
        className={`${secondaryButtonClass} print:hidden`}
        data-print="hide"
        data-testid="print-order"
        onClick={() => window.print()}
      >
        <Printer aria-hidden="true" className="size-4" />
        {t('orderPage.print')}
      </button>
      <OrderQrCode
        url={`${window.location.origin}${pathname}`}
        className="hidden size-24 shrink-0 print:block"
      />
    </header>
  );
}
