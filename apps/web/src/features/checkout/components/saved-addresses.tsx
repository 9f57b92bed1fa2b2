import type { Address, ShippingInfo } from '@chapkhana/shared/addresses';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { buttonStyles } from '@/components/ui/button-styles';
import { AddressCard } from '@/features/checkout/components/address-card';

/** Pick one of the saved addresses (docs/storefront.md §2 Shipping); choosing one confirms it. */
export function SavedAddresses({
  addresses,
  onPick,
}: {
  addresses: Address[];
  onPick: (info: ShippingInfo) => void;
}) {
  const { t } = useTranslation();
  if (addresses.length === 0) return null;
  return (
    <section aria-labelledby="saved-addresses-title" className="flex flex-col gap-3">
      <h3 id="saved-addresses-title" className="font-bold text-slate-900">
        {t('checkout.savedAddresses')}
      </h3>
      <ul className="flex flex-col gap-3">
        {addresses.map((address) => {
          const info: ShippingInfo = {
            place: address.place,
            name: address.name,
            address: address.address,
            phone: address.phone,
            city: address.city,
          };
          return (
            <li key={address._id}>
              <AddressCard
                info={info}
                testId="saved-address"
                action={
                  <button
                    type="button"
                    data-testid="saved-address-use"
                    onClick={() => onPick(info)}
                    className={buttonStyles.secondary}
                  >
                    {t('checkout.deliverHere')}
                  </button>
                }
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
