import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import { localisedName } from '@chapkhana/shared/languages';
import { DataTable } from '@/components/ui/data-table';
import { secondaryButtonClass } from '@/components/ui/field';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { SubLine } from '@/components/ui/sub-line';
import { useGetSellersQuery } from '@/features/sellers/api/get-sellers';
import { useSetSellerActiveMutation } from '@/features/sellers/api/set-seller-active';
import { toastFailure } from '@/lib/api-failure';
import { useLanguage } from '@chapkhana/web-kit/use-language';

export function SellersRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { data } = useGetSellersQuery({ page, perPage: 20, search });
  const [setActive, { isLoading }] = useSetSellerActiveMutation();
  const shopName = (seller: { shopNameEn: string; shopNameKu: string; shopNameAr: string }) =>
    localisedName(
      { enName: seller.shopNameEn, kuName: seller.shopNameKu, arName: seller.shopNameAr },
      language,
    );
  return (
    <>
      <PageTitle>{t('sellers.title')}</PageTitle>
      <SearchBox
        label={t('common.search')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <DataTable
        rows={data?.items ?? []}
        rowKey={(seller) => seller._id}
        columns={[
          { header: t('sellers.shop'), cell: shopName },
          {
            header: t('sellers.account'),
            cell: (seller) => (
              <>
                {seller.account.name}
                <SubLine ltr>{seller.account.email}</SubLine>
              </>
            ),
          },
          { header: t('sellers.city'), cell: (seller) => seller.city },
          { header: t('sellers.products'), cell: (seller) => seller.productCount },
          {
            header: t('sellers.state'),
            cell: (seller) => (seller.active ? t('sellers.active') : t('sellers.inactive')),
          },
        ]}
        actions={(seller) => (
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
        )}
      />
      {data ? (
        <Pager page={data.page} perPage={data.perPage} total={data.total} onPage={setPage} />
      ) : null}
    </>
  );
}
