import type { Order } from '@chapkhana/shared/orders';
import { Store } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { PickupPlace } from '@/features/delivery/components/pickup-place';

/** An order's parts collected from the print house: each shop, its address and its hours. */
export function OrderPickups({ pickups }: { pickups: NonNullable<Order['pickups']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (pickups.length === 0) return null;
  return (
    <section
      aria-labelledby="order-pickups-title"
      className="flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
      data-testid="order-pickups"
    >
      <h2 id="order-pickups-title" className="flex items-center gap-2 font-bold text-emerald-900">
        <Store aria-hidden="true" className="size-5" />
        {t('delivery.pickupOrder')}
      </h2>
      {pickups.map((part) => (
        <div key={part.sellerId}>
          <p className="font-semibold text-slate-900">
            {(language === 'kr' ? part.shop.kuName : language === 'ar' ? part.shop.arName : '') ||
              part.shop.enName}
          </p>
          <PickupPlace place={part.place} testId="order-pickup" />
        </div>
      ))}
    </section>
  );
}
