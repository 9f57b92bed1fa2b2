import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '@/components/ui/field';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGetSellerProductsQuery } from '@/features/products/api/get-products';
import { ProductsTable } from '@/features/products/components/products-table';

export default function ProductsRoute() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { data, isLoading } = useGetSellerProductsQuery({ page, perPage: 20, search });
  return (
    <>
      <PageTitle
        actions={
          <Link to={paths.seller.newProduct} className={buttonClass} data-testid="new-product">
            {t('products.new')}
          </Link>
        }
      >
        {t('products.title')}
      </PageTitle>
      <label className="mb-4 flex max-w-sm flex-col gap-1 text-sm">
        {t('products.search')}
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
      {isLoading ? <FullPageSpinner label={t('common.loading')} /> : null}
      {data ? (
        <>
          <ProductsTable products={data.items} />
          <Pager page={data.page} perPage={data.perPage} total={data.total} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}
