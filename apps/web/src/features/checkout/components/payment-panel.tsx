import { Banknote } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@chapkhana/web-kit/components/spinner';
import { FibPaymentPanel } from '@/features/checkout/components/fib-payment-panel';
import type { CheckoutOffer } from '@/features/checkout/api/get-payment-options';
import { PaymentMethods } from '@/features/checkout/components/payment-methods';
import { ProviderPaymentPanel } from '@/features/checkout/components/provider-payment-panel';
import type { usePaymentChoice } from '@/features/checkout/hooks/use-payment-choice';
import { useShownText } from '@/lib/use-shown-text';

/**
 * The method cards and what the chosen method needs: the FIB code, the COD submit button, or
 * the button that leaves for a provider's page.
 */
export function PaymentPanel({
  methods,
  choice,
  deposit,
}: {
  methods: readonly CheckoutOffer[];
  choice: ReturnType<typeof usePaymentChoice>;
  /** An order asking an advance: its choice of how much to pay now (cash alone is not offered). */
  deposit?: ReactNode;
}) {
  const { t } = useTranslation();
  const shownText = useShownText();
  const chosen = methods.find((offer) => offer.id === choice.method);
  const codOffered = methods.some((offer) => offer.id === 'cod');
  return (
    <section
      aria-labelledby="payment-method-title"
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="payment-method-title" className="text-lg font-bold text-slate-900">
        {t('checkout.methods.title')}
      </h2>
      {deposit}
      <PaymentMethods
        methods={methods}
        value={choice.method}
        onChange={choice.choose}
        disabled={(choice.isConfirming && choice.method === 'cod') || choice.isLeaving}
      />
      {choice.method === 'cod' && !codOffered ? (
        <p className="text-slate-700" data-testid="deposit-choose-method">
          {t('deposit.chooseMethod')}
        </p>
      ) : choice.method === 'cod' ? (
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
      ) : chosen?.kind === 'redirect' ? (
        <ProviderPaymentPanel
          offer={chosen}
          busy={choice.isLeaving}
          failure={choice.providerFailure}
          onPay={() => void choice.payWithProvider(chosen.id)}
          onPayOnDelivery={codOffered ? () => choice.choose('cod') : undefined}
        />
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
