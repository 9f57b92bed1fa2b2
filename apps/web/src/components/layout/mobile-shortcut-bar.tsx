import { Heart, House, LayoutGrid, ShoppingCart, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { paths } from '@/config/paths';

interface MobileShortcutBarProps {
  signedIn: boolean;
  cartCount: number;
  wishlistCount: number;
}

function Shortcut({
  to,
  icon: Icon,
  label,
  badge,
  testId,
  end,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  badge?: { count: number; testId: string };
  testId: string;
  end?: boolean;
}) {
  return (
    <li className="flex-1">
      <NavLink
        to={to}
        end={end}
        data-testid={testId}
        className={({ isActive }) =>
          `flex flex-col items-center gap-0.5 py-2 text-xs ${isActive ? 'text-brand-700' : 'text-slate-700'}`
        }
      >
        <span className="relative">
          <Icon aria-hidden="true" className="size-6" />
          {badge ? (
            <CountBadge
              count={badge.count}
              testId={badge.testId}
              className="absolute -top-2 -end-3"
            />
          ) : null}
        </span>
        <span>{label}</span>
      </NavLink>
    </li>
  );
}

/** Phones only: a bar fixed to the bottom with cart and wishlist counts (spec §2 Home). */
export function MobileShortcutBar({ signedIn, cartCount, wishlistCount }: MobileShortcutBarProps) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('footer.shortcuts')}
      data-testid="mobile-shortcut-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white shadow-[0_-2px_8px_rgb(0_0_0/0.06)] md:hidden"
    >
      <ul className="flex">
        <Shortcut to={paths.home} end icon={House} label={t('nav.home')} testId="shortcut-home" />
        <Shortcut
          to={paths.categories}
          icon={LayoutGrid}
          label={t('nav.categories')}
          testId="shortcut-categories"
        />
        <Shortcut
          to={signedIn ? paths.myWishlist : paths.login}
          icon={Heart}
          label={t('header.wishlist')}
          testId="shortcut-wishlist"
          badge={{ count: wishlistCount, testId: 'shortcut-wishlist-badge' }}
        />
        <Shortcut
          to={signedIn ? paths.cart : paths.login}
          icon={ShoppingCart}
          label={t('header.cart')}
          testId="shortcut-cart"
          badge={{ count: cartCount, testId: 'shortcut-cart-badge' }}
        />
      </ul>
    </nav>
  );
}
