import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { buttonStyles } from '@/components/ui/button-styles';
import { TaggedText } from '@chapkhana/web-kit/components/tagged-text';
import type { CheckoutOffer } from '@/features/checkout/api/get-payment-options';
import { nameParts } from '@/features/checkout/components/payment-methods';
import { isolated } from '@/features/checkout/utils/method-name';
import type { ShownMessage } from '@/lib/api-failure';
import { useShownText } from '@/lib/use-shown-text';

/**
 * A provider paid on its own page (Qi Card, ZainCash, FastPay): one button that asks the shop for
 * the payment and leaves for the provider's page. A refusal is said beside it, in the reader's
 * language and with the provider's name as they read it, with cash on delivery one press away.
 */
export function ProviderPaymentPanel({
  offer,
  busy,
  failure,
  onPay,
  onPayOnDelivery,
}: {
  offer: CheckoutOffer;
  busy: boolean;
  failure: ShownMessage | null;
  onPay: () => void;
  /** Switches to cash on delivery, when the shop offers it. */
  onPayOnDelivery?: () => void;
}) {
  const { t } = useTranslation();
  const shownText = useShownText();
  const name = offer.name[useLanguage()];
  const failureText = failure
    ? shownText(
        'key' in failure
          ? { ...failure, values: { ...failure.values, provider: isolated(name) } }
          : failure,
      )
    : null;
  return (
    <div className="flex flex-col gap-4" data-testid="provider-panel">
      <p className="flex items-start gap-2 text-slate-700">
        <ExternalLink aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          <TaggedText text={t('checkout.provider.explanation', { name })} parts={nameParts} />
        </span>
      </p>
      <button
        type="button"
        data-testid="provider-pay"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={onPay}
        className={buttonStyles.primary}
      >
        <span>
          <TaggedText
            text={t(busy ? 'checkout.provider.leaving' : 'checkout.provider.pay', { name })}
            parts={nameParts}
          />
        </span>
      </button>
      {failureText ? (
        <div
          role="alert"
          data-testid="provider-error"
          className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-3"
        >
          <p className="text-red-900">{failureText}</p>
          {onPayOnDelivery ? (
            <button
              type="button"
              data-testid="provider-choose-cod"
              onClick={onPayOnDelivery}
              className={`${buttonStyles.secondary} self-start`}
            >
              {t('checkout.provider.chooseCod')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
