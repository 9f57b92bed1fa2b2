import { Link } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { SellerProductSummary } from '@chapkhana/shared/products';
import { formatPrice } from '@chapkhana/shared/pricing';
import { DataTable } from '@/components/ui/data-table';
import { DeleteButton } from '@/components/ui/delete-button';
import { secondaryButtonClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useDeleteProductMutation } from '@/features/products/api/delete-product';
import { useLocalisedName } from '@/lib/use-localised';

/** The seller's products: cover, name, code, category, price, discount, stock and actions. */
export function ProductsTable({ products }: { products: SellerProductSummary[] }) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  const [remove, { isLoading }] = useDeleteProductMutation();
  if (products.length === 0) return <p className="p-6 text-slate-600">{t('products.empty')}</p>;
  return (
    <DataTable
      rows={products}
      rowKey={(product) => product._id}
      columns={[
        {
          header: t('common.image'),
          cell: (product) =>
            product.images[0] ? (
              <img src={product.images[0]} alt="" className="size-12 rounded object-cover" />
            ) : (
              <span className="text-xs text-slate-500">{t('products.noImage')}</span>
            ),
        },
        { header: t('common.name'), cell: nameOf, className: 'min-w-40' },
        {
          header: t('products.code'),
          cell: (product) => (
            <span dir="ltr" className="whitespace-nowrap">
              {product.code}
            </span>
          ),
        },
        { header: t('products.category'), cell: (product) => nameOf(product.category) },
        {
          header: t('products.price'),
          className: 'whitespace-nowrap',
          cell: (product) => t('money.usd', { amount: formatPrice(product.price) }),
        },
        {
          header: t('products.discount'),
          cell: (product) => t('products.percent', { value: product.discount }),
        },
        { header: t('products.stock'), cell: (product) => product.stock },
      ]}
      actions={(product) => (
        <>
          <Link to={paths.seller.editProduct(product._id)} className={secondaryButtonClass}>
            {t('common.edit')}
          </Link>
          <DeleteButton
            question={t('products.confirmDelete')}
            done={t('products.deleted')}
            busy={isLoading}
            remove={() => remove(product._id).unwrap()}
          />
        </>
      )}
    />
  );
}
