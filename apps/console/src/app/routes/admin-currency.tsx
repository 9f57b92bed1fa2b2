import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { formatIraqTime } from '@chapkhana/shared/dates';
import { formatPrice } from '@chapkhana/shared/pricing';
import { DataTable } from '@/components/ui/data-table';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { useGetCurrencyQuery } from '@/features/currency/api/get-currency';
import { RateForm } from '@/features/currency/components/rate-form';

export function CurrencyRoute() {
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
      <DataTable
        rows={data?.items ?? []}
        rowKey={(entry) => entry._id}
        columns={[
          {
            header: t('currency.rate'),
            cell: (entry) => <bdi dir="ltr">{formatPrice(entry.currencyIQD)}</bdi>,
          },
          {
            header: t('currency.setBy'),
            cell: (entry) => (entry.setBy ? <bdi>{entry.setBy.name}</bdi> : t('currency.system')),
          },
          {
            header: t('currency.setAt'),
            cell: (entry) => <bdi dir="ltr">{formatIraqTime(entry.createdAt)}</bdi>,
          },
        ]}
      />
      {data ? (
        <Pager page={data.page} perPage={data.perPage} total={data.total} onPage={setPage} />
      ) : null}
    </>
  );
}
