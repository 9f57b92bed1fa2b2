import { formatPrice } from '@chapkhana/shared/pricing';
import { formatLineAmount } from '@chapkhana/shared/order-figures';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { TaggedText } from '@chapkhana/web-kit/components/tagged-text';
import { Money } from '@/components/ui/money';
import type { TierBand } from '@/features/print/utils/print-choice';

export interface TierRow {
  band: TierBand;
  /** IQD per piece with the current options, exact decimal string. */
  unitPrice: string;
}

/**
 * Quantity bands and the price per piece in each with the current options; the band the
 * quantity falls in is marked (aria-current), and choosing a band orders its first quantity.
 */
export function PrintTierTable({
  rows,
  current,
  pieces,
  cheaperAt,
  onPick,
}: {
  rows: readonly TierRow[];
  /** The band's first quantity the current pieces fall in, if any. */
  current: number | null;
  /** The pieces typed, when they are a number. */
  pieces: number | null;
  /** A larger order that costs less in all than `pieces`: its pieces and IQD total. */
  cheaperAt: { pieces: number; total: string } | null;
  onPick: (pieces: number) => void;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <TierRows rows={rows} current={current} onPick={onPick} />
      {cheaperAt && pieces !== null ? (
        <button
          type="button"
          data-testid="print-cheaper-at"
          onClick={() => onPick(cheaperAt.pieces)}
          className="min-h-11 rounded-md bg-amber-50 px-3 py-2 text-start text-sm font-medium text-amber-900 ring-1 ring-amber-200 hover:bg-amber-100"
        >
          {t('print.cheaperAtMore', {
            count: cheaperAt.pieces,
            total: formatLineAmount(cheaperAt.total),
            than: pieces,
          })}
        </button>
      ) : null}
    </div>
  );
}

function TierRows({
  rows,
  current,
  onPick,
}: {
  rows: readonly TierRow[];
  current: number | null;
  onPick: (pieces: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <table data-testid="print-tiers" className="w-full text-sm">
      <caption className="mb-2 text-start font-semibold text-slate-800">
        {t('print.tiersTitle')}
      </caption>
      <thead>
        <tr className="text-slate-500">
          <th scope="col" className="pb-1 text-start font-medium">
            {t('print.tierQuantity')}
          </th>
          <th scope="col" className="pb-1 text-end font-medium">
            {t('print.tierUnitPrice')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ band, unitPrice }) => {
          const isCurrent = band.from === current;
          return (
            <tr
              key={band.from}
              data-testid="print-tier"
              data-current={isCurrent || undefined}
              aria-current={isCurrent ? 'true' : undefined}
              className={isCurrent ? 'bg-brand-50 font-semibold text-brand-900' : ''}
            >
              <td className="py-0.5">
                <button
                  type="button"
                  onClick={() => onPick(band.from)}
                  aria-label={t('print.tierPick', { count: band.from })}
                  className="min-h-9 rounded px-2 text-start underline-offset-4 hover:underline"
                >
                  <TaggedText
                    text={
                      band.to === null
                        ? t('print.tierFrom', { from: band.from })
                        : t('print.tierRange', { from: band.from, to: band.to })
                    }
                    parts={{ n: (figures) => <bdi dir="ltr">{figures}</bdi> }}
                  />
                </button>
              </td>
              <td className="px-2 py-0.5 text-end" data-testid="print-tier-price">
                <Money amount={formatPrice(unitPrice)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
