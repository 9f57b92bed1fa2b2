import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Printer } from 'lucide-react';
import { secondaryButtonClass } from '@/components/ui/field';
import { openLabel } from '@/features/couriers/api/handover';
import { toastFailure } from '@/lib/api-failure';

/** Opens the courier's label (a PDF) of a parcel handed to a courier, to print it. */
export function LabelButton({ parcelId }: { parcelId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={secondaryButtonClass}
      disabled={busy}
      data-testid="print-label"
      onClick={() => {
        setBusy(true);
        openLabel(parcelId)
          .catch(toastFailure)
          .finally(() => setBusy(false));
      }}
    >
      <Printer aria-hidden="true" className="size-4" />
      {t('couriers.printLabel')}
    </button>
  );
}
