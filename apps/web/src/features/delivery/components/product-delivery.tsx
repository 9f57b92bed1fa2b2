import { useSyncExternalStore } from 'react';
import { Store, Truck } from 'lucide-react';
import type { DeliveryTerms } from '@chapkhana/shared/delivery';
import { deliveryFeeFor } from '@chapkhana/shared/delivery-fee';
import {
  findGovernorate,
  GOVERNORATES,
  type GovernorateCode,
} from '@chapkhana/shared/governorates';
import { formatDinar } from '@chapkhana/shared/pricing';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { Money } from '@/components/ui/money';
import { PickupPlace } from '@/features/delivery/components/pickup-place';
import {
  chosenGovernorate,
  onGovernorateChange,
  rememberGovernorate,
} from '@/features/delivery/utils/chosen-governorate';

const nothingOnServer = () => null;

/**
 * The product page's delivery: the fee to the reader's governorate (the one chosen here before,
 * else the customer's own address's; a select changes it and the browser keeps it), drawn from
 * the seller's terms that came with the product, and whether the print house offers pickup.
 * The server draws it for "other governorates" (it cannot know the reader's).
 */
export function ProductDelivery({
  terms,
  customerCity,
}: {
  terms: DeliveryTerms;
  /** The signed-in customer's address (a governorate name), the default before a choice. */
  customerCity: string | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const chosen = useSyncExternalStore(onGovernorateChange, chosenGovernorate, nothingOnServer);
  const governorate: GovernorateCode | null =
    chosen ?? (customerCity ? (findGovernorate(customerCity)?.code ?? null) : null);
  const fee = deliveryFeeFor({
    seller: terms,
    destination: governorate ? { governorate } : null,
    pickup: false,
  });
  const amount = governorate ? fee.amount : terms.otherFee;
  return (
    <section
      aria-labelledby="product-delivery-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="product-delivery"
    >
      <h2 id="product-delivery-title" className="flex items-center gap-2 font-bold text-slate-900">
        <Truck aria-hidden="true" className="size-5 text-brand-700" />
        {t('delivery.title')}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="delivery-governorate" className="text-sm text-slate-700">
          {t('delivery.to')}
        </label>
        <select
          id="delivery-governorate"
          data-testid="delivery-governorate"
          value={governorate ?? ''}
          onChange={(event) => {
            const code = findGovernorate(event.target.value)?.code;
            if (code) rememberGovernorate(code);
          }}
          className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-sm"
        >
          <option value="" disabled>
            {t('delivery.otherGovernorates')}
          </option>
          {GOVERNORATES.map((item) => (
            <option key={item.code} value={item.code}>
              {item[language]}
            </option>
          ))}
        </select>
        <p className="font-semibold text-slate-900" data-testid="delivery-fee">
          {amount === 0 ? t('delivery.free') : <Money amount={formatDinar(amount)} />}
        </p>
      </div>
      {terms.pickup ? (
        <div className="flex gap-2" data-testid="product-pickup">
          <Store aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <div>
            <p className="text-sm font-semibold text-emerald-800">{t('delivery.pickupOffered')}</p>
            <PickupPlace place={terms.pickup} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600" data-testid="product-no-pickup">
          {t('delivery.noPickup')}
        </p>
      )}
    </section>
  );
}
