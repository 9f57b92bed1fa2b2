import type { CartResponse } from '@chapkhana/shared/cart';
import type { DeliveryFee } from '@chapkhana/shared/delivery';
import { formatDinar } from '@chapkhana/shared/pricing';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { Money } from '@/components/ui/money';
import { PickupPlace } from '@/features/delivery/components/pickup-place';

type Group = CartResponse['card_products'][number];

/**
 * The checkout's parcels: for each seller's part, delivered (its fee to the address's governorate,
 * "from" the lowest until one is chosen) or collected from its print house where offered (no fee,
 * with the address and hours).
 */
export function DeliveryChoices({
  groups,
  fees,
  pickups,
  onPickupChange,
}: {
  groups: readonly Group[];
  /** Each part's fee, by seller id. */
  fees: ReadonlyMap<string, DeliveryFee>;
  pickups: Readonly<Record<string, boolean>>;
  onPickupChange: (sellerId: string, pickup: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shopName = (group: Group) =>
    (language === 'kr' ? group.shopNameKu : language === 'ar' ? group.shopNameAr : '') ||
    group.shopName;
  return (
    <section
      aria-labelledby="delivery-choices-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="delivery-choices"
    >
      <h2 id="delivery-choices-title" className="text-lg font-bold text-slate-900">
        {t('delivery.checkoutTitle')}
      </h2>
      {groups.map((group) => {
        const fee = fees.get(group.sellerId);
        const pickup = !!(pickups[group.sellerId] && group.delivery?.pickup);
        const name = `delivery-${group.sellerId}`;
        return (
          <fieldset
            key={group.sellerId}
            className="flex flex-col gap-2 border-t border-slate-100 pt-3 first-of-type:border-0 first-of-type:pt-0"
            data-testid="delivery-part"
          >
            <legend className="font-semibold text-slate-900">{shopName(group)}</legend>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={name}
                checked={!pickup}
                onChange={() => onPickupChange(group.sellerId, false)}
                data-testid="choose-delivery"
              />
              <span>{t('delivery.deliver')}</span>
              <span className="ms-auto font-semibold" data-testid="part-delivery-fee">
                {fee?.basis === 'lowest' ? `${t('delivery.from')} ` : null}
                {fee?.amount === 0 ? (
                  t('delivery.free')
                ) : (
                  <Money amount={formatDinar(fee?.amount ?? 0)} />
                )}
              </span>
            </label>
            {group.delivery?.pickup ? (
              <>
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={name}
                    checked={pickup}
                    onChange={() => onPickupChange(group.sellerId, true)}
                    data-testid="choose-pickup"
                  />
                  <span>{t('delivery.pickupChoice')}</span>
                  <span className="ms-auto font-semibold" data-testid="part-pickup-fee">
                    {t('delivery.noFee')}
                  </span>
                </label>
                {pickup ? (
                  <div className="rounded-md bg-emerald-50 p-3">
                    <PickupPlace place={group.delivery.pickup} testId="checkout-pickup" />
                  </div>
                ) : null}
              </>
            ) : null}
          </fieldset>
        );
      })}
      {[...fees.values()].some((fee) => fee.basis === 'lowest') ? (
        <p className="text-sm text-slate-600" data-testid="delivery-choose-governorate">
          {t('delivery.chooseGovernorate')}
        </p>
      ) : null}
    </section>
  );
}
