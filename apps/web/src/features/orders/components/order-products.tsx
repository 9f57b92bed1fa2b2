import type { Order } from '@chapkhana/shared/orders';
import { localisedName } from '@chapkhana/shared/languages';
import { formatLineAmount } from '@chapkhana/shared/order-figures';
import { formatPrice } from '@chapkhana/shared/pricing';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { PrintLineFacts } from '@/components/print/print-line-facts';
import { ColourBreakdown, toColourBreakdown } from '@/components/ui/colour-breakdown';
import { Money } from '@/components/ui/money';
import { Thumbnail } from '@/components/ui/thumbnail';
import { paths } from '@/config/paths';
import { useLanguage } from '@chapkhana/web-kit/use-language';

/** The products of an order as they were bought: unit price × quantity, colours and options. */
export function OrderProducts({ products }: { products: Order['products'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="divide-y divide-slate-100">
      {products.map((line, index) => {
        const name = localisedName(line.productInfo, language);
        return (
          <li
            key={`${line.productId ?? line.productInfo.slug}-${index}`}
            data-testid="order-line"
            className="flex gap-3 py-4 sm:gap-4"
          >
            <Thumbnail src={line.productInfo.image} alt="" size={64} />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                <div className="min-w-0">
                  {line.productId ? (
                    <Link
                      to={paths.productDetails(line.productInfo.slug)}
                      data-testid="order-line-name"
                      className="font-semibold text-slate-900 hover:text-brand-700"
                    >
                      {name}
                    </Link>
                  ) : (
                    <span data-testid="order-line-name" className="font-semibold text-slate-900">
                      {name}
                    </span>
                  )}
                  <p className="text-xs text-slate-500">
                    {t('catalogue.code')} <bdi>{line.productInfo.productCode}</bdi>
                  </p>
                </div>
                <p className="text-end">
                  <span className="block font-bold text-slate-900">
                    <Money amount={formatLineAmount(line.lineTotal)} testId="order-line-total" />
                  </span>
                  <span className="block text-xs text-slate-500">
                    {t('cart.unitTimesQuantity', { count: line.quantity })}{' '}
                    <Money amount={formatPrice(line.unitPrice)} />
                  </span>
                </p>
              </div>
              {line.print ? (
                <PrintLineFacts print={line.print} quantity={line.quantity} />
              ) : (
                <ColourBreakdown items={toColourBreakdown(line.cartItems, language)} />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
