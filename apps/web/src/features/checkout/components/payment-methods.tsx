import type { PaymentMethod } from '@chapkhana/shared/orders';
import type { PaymentMethodKind } from '@chapkhana/shared/payments';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import type { ParseKeys } from 'i18next';
import { TaggedText } from '@chapkhana/web-kit/components/tagged-text';
import type { CheckoutOffer } from '@/features/checkout/api/get-payment-options';
import { isolated } from '@/features/checkout/utils/method-name';

/** One line on how each kind of method is paid. */
const HINTS: Readonly<Record<PaymentMethodKind, ParseKeys>> = {
  cash: 'checkout.methods.codHint',
  qr: 'checkout.methods.fibHint',
  redirect: 'checkout.methods.redirectHint',
};

/** A brand's name inside a translated sentence, isolated from the sentence's direction. */
export const nameParts = { name: (name: string) => <bdi>{name}</bdi> };

/**
 * Every method the shop offers, in its order (docs/storefront.md §2), as a group of radio cards:
 * its logo, its name in the reader's language, how it is paid, and a badge when it is a
 * look-alike of the provider (the demo: nothing is really paid).
 */
export function PaymentMethods({
  methods,
  value,
  onChange,
  disabled = false,
}: {
  methods: readonly CheckoutOffer[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" disabled={disabled}>
      <legend className="sr-only">{t('checkout.methods.legend')}</legend>
      {methods.map((offer) => {
        const name = offer.name[language];
        const checked = value === offer.id;
        return (
          <label
            key={offer.id}
            data-testid={`payment-card-${offer.id}`}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border p-4 ${
              checked
                ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                : 'border-slate-300 bg-white'
            }`}
          >
            <input
              type="radio"
              name="payment-method"
              value={offer.id}
              checked={checked}
              onChange={() => onChange(offer.id)}
              data-testid={`payment-method-${offer.id}`}
              className="mt-3 size-4 shrink-0 accent-brand-700"
            />
            <img
              src={offer.logo}
              alt={t('checkout.methods.logoAlt', { name: isolated(name) })}
              width={40}
              height={40}
              loading="lazy"
              data-testid={`payment-logo-${offer.id}`}
              className="size-10 shrink-0 rounded-md"
            />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span
                  className="font-semibold text-slate-900"
                  data-testid={`payment-name-${offer.id}`}
                >
                  {name}
                </span>
                {offer.simulation ? (
                  <span
                    data-testid={`payment-simulation-${offer.id}`}
                    title={t('checkout.methods.simulationNote')}
                    className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300"
                  >
                    {t('checkout.methods.simulation')}
                    <span className="sr-only">: {t('checkout.methods.simulationNote')}</span>
                  </span>
                ) : null}
              </span>
              <span className="text-sm text-slate-600" data-testid={`payment-hint-${offer.id}`}>
                <TaggedText text={t(HINTS[offer.kind], { name })} parts={nameParts} />
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
