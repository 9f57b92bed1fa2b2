import type { PickupPlace } from '@chapkhana/shared/delivery';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { usePickupText } from '@chapkhana/web-kit/pickup-place';

/** A part the customer collects from the print house: said plainly, with the address and hours. */
export function PickupNote({ place }: { place: PickupPlace }) {
  const { t } = useTranslation();
  const text = usePickupText(place);
  return (
    <section
      className="rounded-lg border-2 border-emerald-600 bg-emerald-50 p-4 print:border-black print:bg-white"
      data-testid="order-pickup"
    >
      <h2 className="font-bold text-emerald-900 print:text-black">{t('delivery.pickupPart')}</h2>
      <p className="text-sm">{text.address}</p>
      <p className="text-sm">
        {text.days} <bdi dir="ltr">{text.hours}</bdi>
      </p>
    </section>
  );
}
