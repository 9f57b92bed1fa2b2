import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { Order } from '@chapkhana/shared/orders';
import { formatLineAmount } from '@chapkhana/shared/order-figures';
import { formatPrice } from '@chapkhana/shared/pricing';
import { useLocalisedName } from '@/lib/use-localised';
import { lineRows } from '@/features/orders/utils/line-rows';

const cell = 'border border-slate-200 px-3 py-1.5 text-start align-top';

/**
 * What to make: each ordered line as a table of colour × size/option rows and their quantities;
 * a print line (no colours) as its options and pieces, its job card saying the rest.
 */
export function OrderLines({ lines }: { lines: Order['products'] }) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  return (
    <section className="flex flex-col gap-4" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className="text-lg font-bold">
        {t('orderPage.lines')}
      </h2>
      {lines.map((line, index) => (
        <article
          key={`${line.productId ?? 'gone'}-${index}`}
          className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200 print:break-inside-avoid print:p-0 print:shadow-none print:ring-0"
          data-testid="order-line"
        >
          <header className="mb-2 flex flex-wrap items-center gap-3">
            {line.productInfo.image ? (
              <img
                src={line.productInfo.image}
                alt=""
                width={48}
                height={48}
                className="size-12 rounded object-cover print:hidden"
              />
            ) : null}
            <div className="min-w-0">
              <h3 className="font-semibold">{nameOf(line.productInfo)}</h3>
              <p className="text-xs text-slate-600">
                {t('orderPage.code')}: <bdi>{line.productInfo.productCode}</bdi>
              </p>
            </div>
          </header>
          {line.print ? (
            <dl
              className="mb-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm"
              aria-label={t('print.job.options')}
              data-testid="order-line-print-options"
            >
              {line.print.options.map((option) => (
                <div key={option.groupId} className="contents">
                  <dt className="text-slate-600">{nameOf(option.group)}</dt>
                  <dd className="font-medium">
                    <bdi>{nameOf(option.value)}</bdi>
                  </dd>
                </div>
              ))}
              {Number(line.print.jobFee) > 0 ? (
                <div className="contents">
                  <dt className="text-slate-600">{t('print.job.jobFee')}</dt>
                  <dd>
                    <bdi>{t('money.iqd', { amount: formatLineAmount(line.print.jobFee) })}</bdi>
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {line.print ? (
            <p className="text-sm font-semibold" data-testid="order-line-pieces">
              {t('orderPage.pieces')}: <bdi className="tabular-nums">{line.quantity}</bdi>
            </p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-sm">
                <thead>
                  <tr className="bg-slate-50">
                    <th className={cell}>{t('orderPage.colour')}</th>
                    <th className={cell}>{t('orderPage.option')}</th>
                    <th className={`${cell} text-end`}>{t('orderPage.quantity')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lineRows(line).map((row, rowIndex) => (
                    <tr key={rowIndex} data-testid="order-line-row">
                      <td className={cell}>
                        <span className="inline-flex items-center gap-2">
                          <span
                            aria-hidden="true"
                            className="inline-block size-3 shrink-0 rounded-full ring-1 ring-slate-400"
                            style={{ backgroundColor: row.hex }}
                          />
                          <bdi>{nameOf(row.colour)}</bdi>
                        </span>
                      </td>
                      <td className={cell}>
                        {row.option ? <bdi>{nameOf(row.option)}</bdi> : t('orderPage.noOption')}
                      </td>
                      <td className={`${cell} text-end font-semibold tabular-nums`}>
                        {row.quantity}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th className={cell} colSpan={2} scope="row">
                      {t('orderPage.pieces')}
                    </th>
                    <td className={`${cell} text-end font-bold tabular-nums`}>{line.quantity}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
          <p className="mt-2 text-sm text-slate-700">
            {t('orderPage.unitPrice')}:{' '}
            <bdi>{t('money.iqd', { amount: formatPrice(line.unitPrice) })}</bdi>
            {' · '}
            {t('orderPage.lineTotal')}:{' '}
            <bdi>{t('money.iqd', { amount: formatLineAmount(line.lineTotal) })}</bdi>
          </p>
        </article>
      ))}
    </section>
  );
}
