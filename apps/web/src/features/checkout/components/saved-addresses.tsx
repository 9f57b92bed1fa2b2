import type { Address, ShippingInfo } from '@chapkhana/shared/addresses';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { AlertTriangle } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { AddressCard } from '@/features/checkout/components/address-card';
import { savedShippingInfo } from '@/features/checkout/utils/shipping-form';

/**
 * Pick one of the saved addresses (docs/storefront.md §2 Shipping); choosing one confirms it. An
 * address saved before governorates cannot be picked: it is completed in the form first.
 */
export function SavedAddresses({
  addresses,
  onPick,
  onComplete,
}: {
  addresses: Address[];
  onPick: (info: ShippingInfo) => void;
  onComplete: (address: Address) => void;
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
          const info = savedShippingInfo(address);
          return (
            <li key={address._id}>
              {info ? (
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
              ) : (
                <AddressCard
                  info={{ ...address, governorate: address.governorate ?? undefined }}
                  testId="saved-address-incomplete"
                  action={
                    <button
                      type="button"
                      data-testid="saved-address-complete"
                      onClick={() => onComplete(address)}
                      className={buttonStyles.primary}
                    >
                      {t('checkout.completeAddress')}
                    </button>
                  }
                >
                  <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-amber-800">
                    <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {t('checkout.addressNeedsCompletion')}
                  </p>
                </AddressCard>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
