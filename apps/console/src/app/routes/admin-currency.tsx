import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIraqTime } from '@chapkhana/shared/dates';
import { formatPrice } from '@chapkhana/shared/pricing';
import { cardClass, PageTitle, tableClass, tdClass, thClass } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { useGetCurrencyQuery } from '@/features/currency/api/get-currency';
import { RateForm } from '@/features/currency/components/rate-form';

export default function CurrencyRoute() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data } = useGetCurrencyQuery({ page, perPage: 20 });
  return (
    <>
      <PageTitle>{t('currency.title')}</PageTitle>
      <section className="mb-6 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm text-slate-600">{t('currency.current')}</p>
        <p className="mb-4 text-3xl font-bold" data-testid="current-rate">
          {data?.currencyIQD
            ? t('currency.perDollar', { amount: formatPrice(data.currencyIQD) })
            : t('currency.none')}
        </p>
        <RateForm />
      </section>
      <h2 className="mb-2 text-lg font-semibold">{t('currency.history')}</h2>
      <div className={cardClass}>
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>{t('currency.rate')}</th>
              <th className={thClass}>{t('currency.setBy')}</th>
              <th className={thClass}>{t('currency.setAt')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((entry) => (
              <tr key={entry._id}>
                <td className={tdClass}>{formatPrice(entry.currencyIQD)}</td>
                <td className={tdClass}>{entry.setBy?.name ?? t('currency.system')}</td>
                <td className={tdClass}>
                  <span dir="ltr">{formatIraqTime(entry.createdAt)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data ? (
        <Pager page={data.page} perPage={data.perPage} total={data.total} onPage={setPage} />
      ) : null}
    </>
  );
}
