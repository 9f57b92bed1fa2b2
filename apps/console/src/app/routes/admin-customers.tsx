import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, secondaryButtonClass } from '@/components/ui/field';
import { cardClass, PageTitle, tableClass, tdClass, thClass } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { useGetCustomersQuery } from '@/features/customers/api/get-customers';
import { CustomerOrders } from '@/features/customers/components/customer-orders';
import { DiscountForm } from '@/features/customers/components/discount-form';

export default function CustomersRoute() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<{ id: string; name: string } | null>(null);
  const { data } = useGetCustomersQuery({ page, perPage: 20, search });
  return (
    <>
      <PageTitle>{t('customers.title')}</PageTitle>
      <label className="mb-4 flex max-w-sm flex-col gap-1 text-sm">
        {t('customers.search')}
        <input
          type="search"
          className={inputClass}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </label>
      <div className={cardClass}>
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>{t('customers.name')}</th>
              <th className={thClass}>{t('customers.contact')}</th>
              <th className={thClass}>{t('customers.type')}</th>
              <th className={thClass}>{t('customers.orderCount')}</th>
              <th className={thClass}>{t('customers.discount')}</th>
              <th className={thClass}>
                <span className="sr-only">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((customer) => (
              <tr key={customer._id}>
                <td className={tdClass}>{customer.name}</td>
                <td className={tdClass}>
                  <span className="block">
                    <span dir="ltr">{customer.phone}</span>
                  </span>
                  <span className="block text-xs text-slate-500">
                    <span dir="ltr">{customer.email}</span>
                  </span>
                </td>
                <td className={tdClass}>
                  {customer.userType === 'printHouse'
                    ? (customer.printHouseName ?? t('customers.printHouse'))
                    : t('customers.person')}
                </td>
                <td className={tdClass}>{customer.orderCount}</td>
                <td className={tdClass}>
                  <DiscountForm customerId={customer._id} current={customer.discountPercent} />
                </td>
                <td className={tdClass}>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => setShown({ id: customer._id, name: customer.name })}
                  >
                    {t('customers.showOrders')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data ? (
        <Pager page={data.page} perPage={data.perPage} total={data.total} onPage={setPage} />
      ) : null}
      {shown ? <CustomerOrders key={shown.id} customerId={shown.id} name={shown.name} /> : null}
    </>
  );
}
