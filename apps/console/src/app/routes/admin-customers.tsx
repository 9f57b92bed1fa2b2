import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { DataTable } from '@/components/ui/data-table';
import { secondaryButtonClass } from '@/components/ui/field';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { SubLine } from '@/components/ui/sub-line';
import { useGetCustomersQuery } from '@/features/customers/api/get-customers';
import { CustomerOrders } from '@/features/orders/components/customer-orders';
import { DiscountForm } from '@/features/customers/components/discount-form';
import { PhoneLink } from '@/components/ui/phone-link';

export function CustomersRoute() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<{ id: string; name: string } | null>(null);
  const { data } = useGetCustomersQuery({ page, perPage: 20, search });
  return (
    <>
      <PageTitle>{t('customers.title')}</PageTitle>
      <SearchBox
        label={t('customers.search')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <DataTable
        rows={data?.items ?? []}
        rowKey={(customer) => customer._id}
        columns={[
          { header: t('customers.name'), cell: (customer) => customer.name },
          {
            header: t('customers.contact'),
            cell: (customer) => (
              <>
                <span className="block">
                  <PhoneLink phone={customer.phone} />
                </span>
                {customer.email ? <SubLine ltr>{customer.email}</SubLine> : null}
              </>
            ),
          },
          {
            header: t('customers.type'),
            cell: (customer) =>
              customer.userType === 'printHouse'
                ? (customer.printHouseName ?? t('customers.printHouse'))
                : t('customers.person'),
          },
          { header: t('customers.orderCount'), cell: (customer) => customer.orderCount },
          {
            header: t('customers.discount'),
            cell: (customer) => (
              <DiscountForm customerId={customer._id} current={customer.discountPercent} />
            ),
          },
        ]}
        actions={(customer) => (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setShown({ id: customer._id, name: customer.name })}
          >
            {t('customers.showOrders')}
          </button>
        )}
      />
      {data ? (
        <Pager page={data.page} perPage={data.perPage} total={data.total} onPage={setPage} />
      ) : null}
      {shown ? <CustomerOrders key={shown.id} customerId={shown.id} name={shown.name} /> : null}
    </>
  );
}
