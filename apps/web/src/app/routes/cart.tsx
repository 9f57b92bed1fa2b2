import { skipToken } from '@reduxjs/toolkit/query';
import { ArrowRight, ShoppingCart } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useGetCartQuery } from '@/features/cart/api/get-cart';
import { CartSellerGroups, OutOfStockLines } from '@/features/cart/components/cart-seller-groups';
import { CartSummaryBox } from '@/features/cart/components/cart-summary-box';
import { CartPageSkeleton } from '@/features/cart/components/cart-page-skeleton';
import { hasBuyableLines } from '@/features/cart/utils/cart-summary';
import { CartLinePromise } from '@/features/delivery/components/print-promise';
import { useCustomer } from '@/lib/use-customer';
import { useOwnPageTitle } from '@/rendering';

const PAGE = 'mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:py-8';

/** /card (docs/storefront.md §2 Cart): lines per shop, out-of-stock lines, the summary and the way on. */
export function CartRoute() {
  const { t } = useTranslation();
  useOwnPageTitle(t('pages.cart.title'));
  const customer = useCustomer();
  const customerId = customer?.id ?? null;
  const cart = useGetCartQuery(customerId ?? skipToken);
  const data = cart.data;
  const empty = data && data.card_products.length === 0 && data.outOfStockProduct.length === 0;

  return (
    <div className={PAGE} data-testid="cart-page">
      <Breadcrumb
        items={[{ label: t('nav.home'), to: paths.home }, { label: t('pages.cart.title') }]}
      />
      <PageTitle>{t('pages.cart.title')}</PageTitle>
      {!data && cart.isError ? (
        <LoadError message={t('cart.loadError')} onRetry={() => void cart.refetch()} />
      ) : !data ? (
        <CartPageSkeleton />
      ) : empty ? (
        <EmptyState
          icon={ShoppingCart}
          testId="cart-empty"
          title={t('cart.emptyTitle')}
          body={t('cart.emptyBody')}
          action={
            <Link to={paths.home} data-testid="shop-now" className={`${buttonStyles.primary} mt-2`}>
              {t('cart.shopNow')}
            </Link>
          }
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <CartSellerGroups
              groups={data.card_products}
              variant="editable"
              linePromise={(group, line) => (
                <CartLinePromise
                  key={line._id}
                  group={group}
                  line={line}
                  customerCity={customer?.address ?? null}
                />
              )}
            />
            <OutOfStockLines lines={data.outOfStockProduct} />
          </div>
          <div className="lg:sticky lg:top-4">
            <CartSummaryBox cart={data}>
              {hasBuyableLines(data) ? (
                <Link
                  to={paths.shipping}
                  data-testid="checkout-button"
                  className={buttonStyles.primary}
                >
                  {t('cart.checkout')}
                  <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
                </Link>
              ) : (
                <p className="text-sm text-slate-600">{t('cart.nothingToOrder')}</p>
              )}
            </CartSummaryBox>
          </div>
        </div>
      )}
    </div>
  );
}
