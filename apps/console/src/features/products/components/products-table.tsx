import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { SellerProductResponse, SellerProductSummary } from '@chapkhana/shared/products';
import { formatPrice } from '@chapkhana/shared/pricing';
import { DataTable } from '@/components/ui/data-table';
import { DeleteButton } from '@/components/ui/delete-button';
import { secondaryButtonClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useCopyProductMutation } from '@/features/products/api/copy-product';
import { useDeleteProductMutation } from '@/features/products/api/delete-product';
import { usePublishProductMutation } from '@/features/products/api/publish-product';
import { ProductQuickEdit } from '@/features/products/components/product-quick-edit';
import { toastFailure } from '@/lib/api-failure';
import { useLocalisedName } from '@/lib/use-localised';

/** Runs a product action and says how it went (the changed product's sentence, or the refusal). */
function withToast(
  action: { unwrap: () => Promise<SellerProductResponse> },
  sentence: (product: SellerProductResponse['product']) => string,
) {
  action
    .unwrap()
    .then(({ product }) => toast.success(sentence(product)))
    .catch(toastFailure);
}

/**
 * The seller's products: cover, name, code, category, price, discount, stock, whether it is on
 * the storefront, and actions (edit, publish or take off, duplicate, price and stock, delete).
 */
export function ProductsTable({ products }: { products: SellerProductSummary[] }) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  const [remove, { isLoading }] = useDeleteProductMutation();
  const [publish, publishing] = usePublishProductMutation();
  const [copy, copying] = useCopyProductMutation();
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
        {
          header: t('products.statusHeader'),
          cell: (product) => (
            <span
              className={product.published ? 'text-emerald-800' : 'font-medium text-amber-800'}
              data-testid="product-row-status"
            >
              {product.published ? t('products.status.published') : t('products.status.draft')}
            </span>
          ),
        },
      ]}
      actions={(product) => (
        <>
          <Link to={paths.seller.editProduct(product._id)} className={secondaryButtonClass}>
            {t('common.edit')}
          </Link>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={publishing.isLoading}
            data-testid="toggle-published"
            onClick={() =>
              withToast(publish({ id: product._id, published: !product.published }), (changed) =>
                changed.published ? t('products.nowPublished') : t('products.nowUnpublished'),
              )
            }
          >
            {product.published ? t('products.unpublish') : t('products.publish')}
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={copying.isLoading}
            data-testid="copy-product"
            onClick={() =>
              withToast(copy(product._id), (made) => t('products.copied', { code: made.code }))
            }
          >
            {t('products.copy')}
          </button>
          <ProductQuickEdit product={product} />
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
