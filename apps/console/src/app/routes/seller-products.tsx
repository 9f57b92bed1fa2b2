import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { buttonClass } from '@/components/ui/field';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import { paths } from '@/config/paths';
import { useGetSellerProductsQuery } from '@/features/products/api/get-products';
import { ProductsTable } from '@/features/products/components/products-table';

export function ProductsRoute() {
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
      <SearchBox
        label={t('products.search')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
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
