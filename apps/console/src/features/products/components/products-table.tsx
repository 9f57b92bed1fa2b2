import { Link } from 'react-router';
import { useRef } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { SellerProductSummary } from '@chapkhana/shared/products';
import { formatPrice } from '@chapkhana/shared/pricing';
import { ActionButton } from '@/components/ui/action-button';
import { DataTable } from '@/components/ui/data-table';
import { DeleteButton } from '@/components/ui/delete-button';
import { secondaryButtonClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useCopyProductMutation } from '@/features/products/api/copy-product';
import { useDeleteProductMutation } from '@/features/products/api/delete-product';
import { usePublishProductMutation } from '@/features/products/api/publish-product';
import { ProductQuickEdit } from '@/features/products/components/product-quick-edit';
import { useLocalisedName } from '@/lib/use-localised';

/**
 * The key of the next copy of each product: kept until a copy comes back, so a retry after a
 * lost answer (or a second click that gets through) makes one copy; a later click makes another.
 */
function useCopyKeys() {
  const keys = useRef(new Map<string, string>());
  return {
    keyFor(productId: string) {
      const key = keys.current.get(productId) ?? crypto.randomUUID();
      keys.current.set(productId, key);
      return key;
    },
    used(productId: string) {
      keys.current.delete(productId);
    },
  };
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
  const copyKeys = useCopyKeys();
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
          <ActionButton
            busy={publishing.isLoading}
            testId="toggle-published"
            run={() => publish({ id: product._id, published: !product.published }).unwrap()}
            done={({ product: changed }) =>
              changed.published ? t('products.nowPublished') : t('products.nowUnpublished')
            }
          >
            {product.published ? t('products.unpublish') : t('products.publish')}
          </ActionButton>
          <ActionButton
            busy={copying.isLoading}
            testId="copy-product"
            run={async () => {
              const answer = await copy({
                id: product._id,
                copyKey: copyKeys.keyFor(product._id),
              }).unwrap();
              copyKeys.used(product._id);
              return answer;
            }}
            done={({ product: made }) => t('products.copied', { code: made.code })}
          >
            {t('products.copy')}
          </ActionButton>
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
