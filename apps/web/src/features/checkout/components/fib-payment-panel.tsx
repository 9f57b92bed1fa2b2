import type { FibPayment } from '@chapkhana/shared/payments';
import { formatIraqTime } from '@chapkhana/shared/dates';
import { ExternalLink, ScanLine } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Spinner } from '@chapkhana/web-kit/components/spinner';

/**
 * The FIB payment (docs/storefront.md §2 Payment: a scan hint, no submit button): the QR code, the code to
 * type in the app instead, links that open the FIB apps on a phone, and a note that the page
 * moves on by itself once the payment arrives.
 */
export function FibPaymentPanel({ payment }: { payment: FibPayment }) {
  const { t } = useTranslation();
  return (
    <div data-testid="fib-payment" className="flex flex-col items-center gap-4 text-center">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <ScanLine aria-hidden="true" className="size-5 text-brand-700" />
        {t('checkout.fib.scanHint')}
      </p>
      <img
        src={payment.qrCode}
        alt={t('checkout.fib.qrAlt')}
        data-testid="fib-qr"
        width={224}
        height={224}
        className="size-56 rounded-lg bg-white p-2 ring-1 ring-slate-200"
      />
      <div className="flex flex-col items-center gap-1 text-sm text-slate-600">
        <span>{t('checkout.fib.readableCode')}</span>
        <bdi
          dir="ltr"
          data-testid="fib-readable-code"
          className="font-mono text-lg font-bold tracking-wider whitespace-nowrap text-slate-900"
        >
          {payment.readableCode}
        </bdi>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <a
          href={payment.personalAppLink}
          data-testid="fib-personal-link"
          className="flex h-11 items-center gap-2 rounded-md px-4 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('checkout.fib.personalApp')}
        </a>
        <a
          href={payment.businessAppLink}
          data-testid="fib-business-link"
          className="flex h-11 items-center gap-2 rounded-md px-4 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('checkout.fib.businessApp')}
        </a>
      </div>
      <p className="text-xs text-slate-500">
        {t('checkout.fib.validUntil')} <bdi dir="ltr">{formatIraqTime(payment.validUntil)}</bdi>
      </p>
      <p
        data-testid="fib-waiting"
        aria-live="polite"
        className="flex items-center gap-2 text-sm font-medium text-slate-700"
      >
        <Spinner className="size-4" />
        {t('checkout.fib.waiting')}
      </p>
    </div>
  );
}
