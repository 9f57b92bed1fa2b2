import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { formatPrice } from '@chapkhana/shared/pricing';
import { baseToDinars, PRICE_CHANGE_FACTOR } from '@chapkhana/shared/price-entry';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LtrText } from '@/components/ui/ltr-text';
import type { PriceChange } from '@/features/products/utils/price-changes';
import { useLocalisedName } from '@/lib/use-localised';

/** "1,250 USD (1,637,500 IQD)", or the dollars alone without a rate. */
function Amount({ base, rate }: { base: string; rate: string | null }) {
  return (
    <LtrText>
      {rate === null ? `${base} USD` : `${formatPrice(baseToDinars(base, rate))} IQD (${base} USD)`}
    </LtrText>
  );
}

/**
 * Before a save that moves a price more than ×5 or ÷5 from its saved value (a dinar figure typed
 * as dollars, a zero too many): each change, old and new, and save anyway or go back to fix it.
 */
export function PriceChangeDialog({
  changes,
  rate,
  onConfirm,
  onCancel,
}: {
  changes: readonly PriceChange[];
  rate: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  const what = (change: PriceChange) =>
    change.kind === 'price'
      ? t('prices.changeOfPrice')
      : change.kind === 'tier'
        ? t('prices.changeOfTier', { quantity: change.minQuantity.toLocaleString('en-US') })
        : nameOf(change.names);
  return (
    <ConfirmDialog
      title={t('prices.confirmTitle')}
      confirmLabel={t('prices.confirmSave')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="price-change-dialog"
    >
      <p>{t('prices.confirmBody', { factor: PRICE_CHANGE_FACTOR })}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {changes.map((change, index) => (
          <li key={index} className="rounded-md bg-amber-50 p-2" data-testid="price-change">
            <span className="font-medium">{what(change)}</span>
            <span className="block">
              <Amount base={change.from} rate={rate} />
              <span aria-hidden="true" className="mx-1 inline-block rtl:rotate-180">
                →
              </span>
              <span className="sr-only"> {t('prices.becomes')} </span>
              <Amount base={change.to} rate={rate} />
            </span>
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
