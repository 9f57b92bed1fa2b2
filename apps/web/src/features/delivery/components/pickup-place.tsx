import type { PickupPlace as Place } from '@chapkhana/shared/delivery';
import { usePickupText } from '@chapkhana/web-kit/pickup-place';

/** Where and when a parcel is collected: the print house's address, its open days and hours. */
export function PickupPlace({ place, testId }: { place: Place; testId?: string }) {
  const text = usePickupText(place);
  return (
    <div className="text-sm text-slate-700" data-testid={testId}>
      <p data-testid={testId ? `${testId}-address` : undefined}>{text.address}</p>
      <p data-testid={testId ? `${testId}-hours` : undefined}>
        {text.days} <bdi dir="ltr">{text.hours}</bdi>
      </p>
    </div>
  );
}
