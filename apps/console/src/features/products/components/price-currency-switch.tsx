import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { formatPrice } from '@chapkhana/shared/pricing';
import { LtrText } from '@/components/ui/ltr-text';
import type { PriceCurrency, PriceEntry } from '@/features/products/hooks/use-price-entry';

/** "Type prices in: dinars / dollars", with the rate the dinars are turned into dollars at. */
export function PriceCurrencySwitch({
  entry,
  chosen,
  onChoose,
}: {
  entry: PriceEntry;
  chosen: PriceCurrency;
  onChoose: (currency: PriceCurrency) => void;
}) {
  const { t } = useTranslation();
  const choices: { currency: PriceCurrency; label: string }[] = [
    { currency: 'IQD', label: t('prices.dinars') },
    { currency: 'USD', label: t('prices.dollars') },
  ];
  return (
    <fieldset className="flex flex-col gap-1" data-testid="price-currency">
      <legend className="text-sm font-medium text-slate-700">{t('prices.typeIn')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {choices.map(({ currency, label }) => (
          <label key={currency} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="price-currency"
              className="size-4"
              value={currency}
              checked={entry.currency === currency}
              disabled={currency === 'IQD' && entry.rate === null}
              onChange={() => onChoose(currency)}
            />
            {label}
          </label>
        ))}
      </div>
      <p className="text-xs text-slate-600" data-testid="price-rate">
        {entry.rate === null ? (
          t('prices.noRate')
        ) : (
          <>
            {t('prices.rate')} <LtrText>{formatPrice(entry.rate)} IQD = 1 USD</LtrText>
          </>
        )}
        {entry.rate !== null && chosen === 'IQD' ? ` ${t('prices.drift')}` : null}
      </p>
    </fieldset>
  );
}
