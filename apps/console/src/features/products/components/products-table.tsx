import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { SellerProductSummary } from '@chapkhana/shared/console';
import { formatPrice } from '@chapkhana/shared/pricing';
import { dangerButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { cardClass, tableClass, tdClass, thClass } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useDeleteProductMutation } from '@/features/products/api/delete-product';
import { toastFailure } from '@/lib/api-failure';
import { useLocalisedName } from '@/lib/use-localised';

/** The seller's products: cover, name, code, category, price, discount, stock and actions. */
export function ProductsTable({ products }: { products: SellerProductSummary[] }) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  const [remove, { isLoading }] = useDeleteProductMutation();
  if (products.length === 0) return <p className="p-6 text-slate-600">{t('products.empty')}</p>;
  return (
    <div className={cardClass}>
      <table className={tableClass}>
        <thead>
          <tr>
            <th className={thClass}>{t('common.image')}</th>
            <th className={thClass}>{t('common.name')}</th>
            <th className={thClass}>{t('products.code')}</th>
            <th className={thClass}>{t('products.category')}</th>
            <th className={thClass}>{t('products.price')}</th>
            <th className={thClass}>{t('products.discount')}</th>
            <th className={thClass}>{t('products.stock')}</th>
            <th className={thClass}>
              <span className="sr-only">{t('common.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product._id}>
              <td className={tdClass}>
                {product.images[0] ? (
                  <img src={product.images[0]} alt="" className="size-12 rounded object-cover" />
                ) : (
                  <span className="text-xs text-slate-500">{t('products.noImage')}</span>
                )}
              </td>
              <td className={tdClass}>{nameOf(product)}</td>
              <td className={tdClass}>
                <span dir="ltr" className="whitespace-nowrap">
                  {product.code}
                </span>
              </td>
              <td className={tdClass}>{nameOf(product.category)}</td>
              <td className={`${tdClass} whitespace-nowrap`}>
                {t('money.usd', { amount: formatPrice(product.price) })}
              </td>
              <td className={tdClass}>{t('products.percent', { value: product.discount })}</td>
              <td className={tdClass}>{product.stock}</td>
              <td className={tdClass}>
                <div className="flex flex-wrap gap-2">
                  <Link to={paths.seller.editProduct(product._id)} className={secondaryButtonClass}>
                    {t('common.edit')}
                  </Link>
                  <button
                    type="button"
                    className={dangerButtonClass}
                    disabled={isLoading}
                    onClick={() => {
                      if (!window.confirm(t('products.confirmDelete'))) return;
                      remove(product._id)
                        .unwrap()
                        .then(() => toast.success(t('products.deleted')))
                        .catch(toastFailure);
                    }}
                  >
                    {t('common.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
