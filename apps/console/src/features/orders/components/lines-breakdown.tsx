import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { Order } from '@chapkhana/shared/orders';
import { lineRows } from '@/features/orders/utils/line-rows';
import { useLocalisedName } from '@/lib/use-localised';

/** Wraps a name in first-strong isolates, so "100 pcs" keeps its order inside a right-to-left sentence. */
const isolate = (name: string) => `\u2068${name}\u2069`;

/** Rows shown per line in a list before "+N more" (the order page has them all). */
const ROWS_SHOWN = 4;

/** A list cell's short job breakdown: each product, then its colour · option × quantity rows. */
export function LinesBreakdown({ lines }: { lines: Order['products'] }) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  return (
    <ul className="flex flex-col gap-1">
      {lines.map((line, index) => {
        const rows = lineRows(line);
        return (
          <li key={`${line.productId ?? 'gone'}-${index}`} data-testid="order-breakdown">
            <span className="font-medium">{nameOf(line.productInfo)}</span>
            <ul className="whitespace-nowrap text-xs text-slate-600">
              {rows.slice(0, ROWS_SHOWN).map((row, rowIndex) => (
                <li key={rowIndex}>
                  {row.option
                    ? t('orderPage.row', {
                        colour: isolate(nameOf(row.colour)),
                        option: isolate(nameOf(row.option)),
                        quantity: row.quantity,
                      })
                    : t('orderPage.rowNoOption', {
                        colour: isolate(nameOf(row.colour)),
                        quantity: row.quantity,
                      })}
                </li>
              ))}
              {rows.length > ROWS_SHOWN ? (
                <li>{t('orderPage.more', { rest: rows.length - ROWS_SHOWN })}</li>
              ) : null}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
