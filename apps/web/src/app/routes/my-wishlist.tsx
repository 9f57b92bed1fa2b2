import { skipToken } from '@reduxjs/toolkit/query';
import { Heart } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useGetWishlistQuery } from '@/features/cart/api/get-wishlist';
import { WishlistCard } from '@/features/cart/components/wishlist-card';
import { useRate } from '@/features/catalogue/api/get-currency-iqd';
import { useCustomer } from '@/lib/use-customer';
import { useOwnPageTitle } from '@/rendering';

/** /dashboard/my-wishlist (docs/storefront.md §2): product cards in a 4-column grid, each with remove. */
export function MyWishlistRoute() {
  const { t } = useTranslation();
  useOwnPageTitle(t('pages.myWishlist.title'));
  const customerId = useCustomer()?.id ?? null;
  const wishlist = useGetWishlistQuery(customerId ?? skipToken);
  const rate = useRate();
  const items = wishlist.data?.wishlists;

  return (
    <div className="flex flex-col gap-5">
      <PageTitle>{t('pages.myWishlist.title')}</PageTitle>
      {wishlist.isError && !items ? (
        <LoadError message={t('wishlist.loadError')} onRetry={() => void wishlist.refetch()} />
      ) : !items ? (
        <div aria-hidden="true" className="h-48 animate-pulse rounded-xl bg-slate-200" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Heart}
          testId="wishlist-empty"
          title={t('wishlist.emptyTitle')}
          body={t('wishlist.emptyBody')}
          action={
            <Link to={paths.home} className={`${buttonStyles.primary} mt-2`}>
              {t('cart.shopNow')}
            </Link>
          }
        />
      ) : (
        <ul
          data-testid="wishlist-grid"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
        >
          {items.map((item) => (
            <li key={item._id}>
              <WishlistCard item={item} rate={rate} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
