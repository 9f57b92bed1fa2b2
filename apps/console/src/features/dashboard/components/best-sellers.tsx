import type { BestOption, BestProduct } from '@chapkhana/shared/dashboard';
import { localisedName } from '@chapkhana/shared/languages';
import { formatDinar } from '@chapkhana/shared/pricing';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

interface Ranked {
  key: string;
  name: string;
  quantity: number;
  amount: string;
}

function RankedList({ title, rows, testId }: { title: string; rows: Ranked[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="min-w-0 rounded-lg bg-white p-3 ring-1 ring-slate-200" data-testid={testId}>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t('dashboard.best.none')}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {rows.map((row, index) => (
            <li key={row.key} className="flex items-baseline justify-between gap-2">
              <span className="min-w-0 break-words">
                <span className="text-slate-400">{index + 1}. </span>
                <bdi>{row.name}</bdi>
              </span>
              <span className="shrink-0 text-end text-slate-600">
                <bdi>{t('dashboard.best.pieces', { count: row.quantity })}</bdi>
                {' · '}
                <bdi className="whitespace-nowrap">
                  {t('money.iqd', { amount: formatDinar(row.amount) })}
                </bdi>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The best-selling products and print options of the days, by pieces and by dinars. */
export function BestSellers({
  best,
}: {
  best: {
    productsByQuantity: BestProduct[];
    productsByAmount: BestProduct[];
    optionsByQuantity: BestOption[];
    optionsByAmount: BestOption[];
  };
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const product = (row: BestProduct): Ranked => ({
    key: row.productId ?? row.names.enName,
    name: localisedName(row.names, language),
    quantity: row.quantity,
    amount: row.amount,
  });
  const option = (row: BestOption): Ranked => ({
    key: `${row.groupId}:${row.valueId}`,
    name: `${localisedName(row.group, language)}: ${localisedName(row.value, language)}`,
    quantity: row.quantity,
    amount: row.amount,
  });
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <RankedList
        testId="best-products-quantity"
        title={t('dashboard.best.productsByQuantity')}
        rows={best.productsByQuantity.map(product)}
      />
      <RankedList
        testId="best-products-amount"
        title={t('dashboard.best.productsByAmount')}
        rows={best.productsByAmount.map(product)}
      />
      <RankedList
        testId="best-options-quantity"
        title={t('dashboard.best.optionsByQuantity')}
        rows={best.optionsByQuantity.map(option)}
      />
      <RankedList
        testId="best-options-amount"
        title={t('dashboard.best.optionsByAmount')}
        rows={best.optionsByAmount.map(option)}
      />
    </div>
  );
}
