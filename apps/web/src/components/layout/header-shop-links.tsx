import { Heart, ShoppingCart } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { CountBadge } from '@/components/ui/count-badge';
import { paths } from '@/config/paths';

interface HeaderShopLinksProps {
  signedIn: boolean;
  cartCount: number;
  wishlistCount: number;
}

/** Wishlist and cart icons with their badges; both lead to /login when signed out (docs/storefront.md §2). */
export function HeaderShopLinks({ signedIn, cartCount, wishlistCount }: HeaderShopLinksProps) {
  const { t } = useTranslation();
  const iconLink =
    'relative flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-700';
  return (
    <div className="flex items-center gap-1">
      <Link
        to={signedIn ? paths.myWishlist : paths.login}
        data-testid="wishlist-link"
        className={iconLink}
      >
        <Heart aria-hidden="true" className="size-6" />
        <span className="sr-only">{t('header.wishlist')}</span>
        <CountBadge count={wishlistCount} testId="wishlist-badge" />
      </Link>
      <Link to={signedIn ? paths.cart : paths.login} data-testid="cart-link" className={iconLink}>
        <ShoppingCart aria-hidden="true" className="size-6" />
        <span className="sr-only">{t('header.cart')}</span>
        <CountBadge count={cartCount} testId="cart-badge" />
      </Link>
    </div>
  );
}
