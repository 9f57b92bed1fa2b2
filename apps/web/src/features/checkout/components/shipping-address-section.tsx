import type { Address, ShippingInfo } from '@chapkhana/shared/addresses';
import { skipToken } from '@reduxjs/toolkit/query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useGetAddressesQuery } from '@/features/checkout/api/get-addresses';
import { AddressCard } from '@/features/checkout/components/address-card';
import { SavedAddresses } from '@/features/checkout/components/saved-addresses';
import { ShippingForm } from '@/features/checkout/components/shipping-form';
import {
  shippingDraft,
  shippingFormDefaults,
  shippingFormValues,
  type ShippingFormValues,
} from '@/features/checkout/utils/shipping-form';
import type { CustomerClaims } from '@/lib/auth-token';

interface ShippingAddressSectionProps {
  customer: CustomerClaims;
  /** The address this order goes to; null while none is confirmed. */
  confirmed: ShippingInfo | null;
  onConfirm: (info: ShippingInfo) => void;
  /** "Change": back to the form and the saved addresses. */
  onChange: () => void;
}

/**
 * The address step of docs/storefront.md §4: unconfirmed shows the form (prefilled from the customer) and
 * the saved addresses; saving the form or picking one confirms it, and the confirmed address
 * shows with a Change link back.
 */
export function ShippingAddressSection({
  customer,
  confirmed,
  onConfirm,
  onChange,
}: ShippingAddressSectionProps) {
  const { t } = useTranslation();
  const addresses = useGetAddressesQuery(customer.id ?? skipToken);
  // What the form held when it was last saved, so "Change" does not lose the typing.
  const [draft, setDraft] = useState<ShippingFormValues | null>(null);
  // A saved address from before governorates that the customer is completing in the form.
  const [completing, setCompleting] = useState<Address | null>(null);

  return (
    <section
      aria-labelledby="shipping-address-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="shipping-address-title" className="text-lg font-bold text-slate-900">
        {t('checkout.addressTitle')}
      </h2>
      {confirmed ? (
        <>
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-700">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            {t('checkout.addressConfirmed')}
          </p>
          <AddressCard
            info={confirmed}
            testId="address-confirmed"
            highlighted
            action={
              <button
                type="button"
                data-testid="address-change"
                onClick={onChange}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t('checkout.change')}
              </button>
            }
          />
        </>
      ) : (
        <>
          <SavedAddresses
            addresses={(addresses.data ?? []).filter((address) => address !== completing)}
            onPick={onConfirm}
            onComplete={setCompleting}
          />
          {completing ? (
            <h3 className="font-bold text-slate-900" data-testid="shipping-completing">
              {t('checkout.completeAddressTitle')}
            </h3>
          ) : (addresses.data?.length ?? 0) > 0 ? (
            <h3 className="font-bold text-slate-900">{t('checkout.newAddress')}</h3>
          ) : null}
          <ShippingForm
            key={completing?._id ?? 'new'}
            customerId={customer.id ?? ''}
            replaces={completing?._id}
            defaultValues={
              completing
                ? shippingFormValues(completing)
                : (draft ?? shippingDraft(customer.id ?? '') ?? shippingFormDefaults(customer))
            }
            onSaved={(info) => {
              setCompleting(null);
              setDraft(shippingFormValues(info));
              onConfirm(info);
            }}
          />
        </>
      )}
    </section>
  );
}
