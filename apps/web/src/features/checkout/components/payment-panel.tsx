import type { PaymentMethod } from '@chapkhana/shared/orders';
import { Banknote } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@chapkhana/web-kit/components/spinner';
import { FibPaymentPanel } from '@/features/checkout/components/fib-payment-panel';
import { PaymentMethods } from '@/features/checkout/components/payment-methods';
import type { usePaymentChoice } from '@/features/checkout/hooks/use-payment-choice';
import { useShownText } from '@/lib/use-shown-text';

/** The method cards and what the chosen method needs: the FIB code, or the COD submit button. */
export function PaymentPanel({
  methods,
  choice,
}: {
  methods: readonly PaymentMethod[];
  choice: ReturnType<typeof usePaymentChoice>;
}) {
  const { t } = useTranslation();
  const shownText = useShownText();
  return (
    <section
      aria-labelledby="payment-method-title"
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="payment-method-title" className="text-lg font-bold text-slate-900">
        {t('checkout.methods.title')}
      </h2>
      <PaymentMethods
        methods={methods}
        value={choice.method}
        onChange={choice.choose}
        disabled={choice.isConfirming && choice.method === 'cod'}
      />
      {choice.method === 'cod' ? (
        <div className="flex flex-col gap-4" data-testid="cod-panel">
          <p className="flex items-start gap-2 text-slate-700">
            <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {t('checkout.codExplanation')}
          </p>
          <button
            type="button"
            data-testid="payment-submit"
            disabled={choice.isConfirming}
            aria-busy={choice.isConfirming || undefined}
            onClick={() => void choice.payOnDelivery()}
            className={buttonStyles.primary}
          >
            {choice.isConfirming ? t('checkout.confirming') : t('checkout.confirmCod')}
          </button>
        </div>
      ) : choice.fib ? (
        <FibPaymentPanel payment={choice.fib} />
      ) : choice.fibError ? (
        <div
          role="alert"
          data-testid="fib-error"
          className="flex flex-col items-center gap-3 text-center"
        >
          <p className="text-slate-700">{shownText(choice.fibError)}</p>
          <button
            type="button"
            onClick={() => void choice.retryFib()}
            className={buttonStyles.secondary}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <div className="flex justify-center py-10">
          <Spinner label={t('checkout.fib.creating')} />
        </div>
      )}
    </section>
  );
}
