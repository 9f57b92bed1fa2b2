import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import { paths } from '@/config/paths';
import { useGetCatalogueQuery } from '@/features/products/api/get-catalogue';
import { useGetSellerProductQuery } from '@/features/products/api/get-product';
import { ProductForm } from '@/features/products/components/product-form';

export function ProductEditRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  /** The draft a new-product form made: the page edits it from then on. */
  const [createdId, setCreatedId] = useState<string | null>(null);
  const catalogue = useGetCatalogueQuery(undefined);
  const product = useGetSellerProductQuery(id ?? '', {
    skip: !id,
    refetchOnMountOrArgChange: true,
  });
  const ready = catalogue.data && (!id || product.data);
  return (
    <>
      <PageTitle>{id || createdId ? t('products.edit') : t('products.new')}</PageTitle>
      {product.isError || catalogue.isError ? <p role="alert">{t('errors.load')}</p> : null}
      {ready ? (
        <ProductForm
          key={id ?? 'new'}
          product={product.data?.product}
          onSaved={() => void navigate(paths.seller.products)}
          onCreated={setCreatedId}
        />
      ) : (
        <FullPageSpinner label={t('common.loading')} />
      )}
    </>
  );
}
