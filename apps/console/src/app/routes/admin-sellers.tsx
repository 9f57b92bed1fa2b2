import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { inputClass, secondaryButtonClass } from '@/components/ui/field';
import { cardClass, PageTitle, tableClass, tdClass, thClass } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { useGetSellersQuery } from '@/features/sellers/api/get-sellers';
import { useSetSellerActiveMutation } from '@/features/sellers/api/set-seller-active';
import { toastFailure } from '@/lib/api-failure';
import { useLanguage } from '@/lib/use-language';

export default function SellersRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { data } = useGetSellersQuery({ page, perPage: 20, search });
  const [setActive, { isLoading }] = useSetSellerActiveMutation();
  const shopName = (seller: { shopNameEn: string; shopNameKu: string; shopNameAr: string }) =>
    language === 'en'
      ? seller.shopNameEn
      : language === 'ar'
        ? seller.shopNameAr
        : seller.shopNameKu;
  return (
    <>
      <PageTitle>{t('sellers.title')}</PageTitle>
      <label className="mb-4 flex max-w-sm flex-col gap-1 text-sm">
        {t('common.search')}
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
              <th className={thClass}>{t('sellers.shop')}</th>
              <th className={thClass}>{t('sellers.account')}</th>
              <th className={thClass}>{t('sellers.city')}</th>
              <th className={thClass}>{t('sellers.products')}</th>
              <th className={thClass}>{t('sellers.state')}</th>
              <th className={thClass}>
                <span className="sr-only">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((seller) => (
              <tr key={seller._id}>
                <td className={tdClass}>{shopName(seller)}</td>
                <td className={tdClass}>
                  {seller.account.name}
                  <span className="block text-xs text-slate-500">
                    <span dir="ltr">{seller.account.email}</span>
                  </span>
                </td>
                <td className={tdClass}>{seller.city}</td>
                <td className={tdClass}>{seller.productCount}</td>
                <td className={tdClass}>
                  {seller.active ? t('sellers.active') : t('sellers.inactive')}
                </td>
                <td className={tdClass}>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={isLoading}
                    onClick={() =>
                      setActive({ id: seller._id, active: !seller.active })
                        .unwrap()
                        .then(() => toast.success(t('sellers.saved')))
                        .catch(toastFailure)
                    }
                  >
                    {seller.active ? t('sellers.deactivate') : t('sellers.activate')}
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
    </>
  );
}
