import type { CartResponse } from '@chapkhana/shared/cart';
import { localisedShopName } from '@chapkhana/shared/languages';
import { formatDinar } from '@chapkhana/shared/pricing';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Money } from '@/components/ui/money';

/**
 * The parcels the order makes, before it is placed (issue 36): one per shop, each with its
 * lines, its delivery fee and what its courier asks. Their amounts add up to the total above.
 */
export function CartParcels({ parcels }: { parcels: CartResponse['parcels'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (parcels.length === 0) return null;
  return (
    <section
      className="mt-3 border-t border-slate-200 pt-3 text-sm"
      data-testid="cart-parcels"
      aria-labelledby="cart-parcels-title"
    >
      <h3 id="cart-parcels-title" className="font-bold text-slate-900">
        {t('checkoutParcels.title', { count: parcels.length })}
      </h3>
      <p className="text-slate-600">{t('checkoutParcels.intro')}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {parcels.map((parcel) => (
          <li
            key={parcel.sellerId}
            data-testid="cart-parcel"
            className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <bdi className="font-semibold" data-testid="cart-parcel-shop">
                {localisedShopName(parcel, language)}
              </bdi>
              <span className="font-bold tabular-nums">
                <Money amount={formatDinar(parcel.amount)} testId="cart-parcel-amount" />
              </span>
            </div>
            <p className="text-slate-600">
              {t('checkoutParcels.lines', { count: parcel.lines })} ·{' '}
              {t('checkoutParcels.delivery')} <Money amount={formatDinar(parcel.shipping)} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
