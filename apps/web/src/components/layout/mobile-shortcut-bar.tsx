import { Heart, House, LayoutGrid, ShoppingCart, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useMatch } from 'react-router';
import { Link } from '@/components/ui/link';
import { BackToTop } from '@/components/layout/back-to-top-part';
import { ChatButton } from '@/components/layout/chat-button';
import { SHORTCUT_ITEM } from '@/components/layout/shortcut-item';
import { CountBadge } from '@/components/ui/count-badge';
import { paths } from '@/config/paths';
import { HydrateLater } from '@/rendering';

interface MobileShortcutBarProps {
  signedIn: boolean;
  cartCount: number;
  wishlistCount: number;
  /** The shop's WhatsApp number; empty when there is none or the page has its own chat. */
  whatsapp: string;
}

interface ShortcutProps {
  to: string;
  /** The page this shortcut stands for: it is lit there only, not wherever `to` leads. */
  page: string;
  icon: LucideIcon;
  label: string;
  badge?: { count: number; testId: string };
  testId: string;
  end?: boolean;
}

/**
 * A link of the bar, hydrated in a task of its own after the page's (a plain link until then):
 * the bar is on every page, and its links' router hooks were a part of every page's one
 * hydrating task (docs/performance.md, 2026-12-06, later).
 */
function Shortcut(props: ShortcutProps) {
  return (
    <HydrateLater>
      <ShortcutItem {...props} />
    </HydrateLater>
  );
}

function ShortcutItem({ to, page, icon: Icon, label, badge, testId, end = false }: ShortcutProps) {
  // Signed out, Wishlist and Cart both lead to /login; lit by their `to`, both were lit there.
  const active = useMatch({ path: page, end }) !== null;
  return (
    <li className="min-w-0 flex-1">
      <Link
        to={to}
        data-testid={testId}
        aria-current={active ? 'page' : undefined}
        className={`${SHORTCUT_ITEM} ${active ? 'text-brand-700' : 'text-slate-700'}`}
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
      </Link>
    </li>
  );
}

/**
 * Phones only: a bar fixed to the bottom with cart and wishlist counts (docs/storefront.md §2 Home), which
 * also holds the shop chat and back-to-top: floating over a phone's full-width page they covered
 * buttons, quantities and totals (issue 18.7).
 */
export function MobileShortcutBar({
  signedIn,
  cartCount,
  wishlistCount,
  whatsapp,
}: MobileShortcutBarProps) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('footer.shortcuts')}
      data-testid="mobile-shortcut-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white shadow-[0_-2px_8px_rgb(0_0_0/0.06)] md:hidden"
    >
      <ul className="flex">
        <Shortcut
          to={paths.home}
          page={paths.home}
          end
          icon={House}
          label={t('nav.home')}
          testId="shortcut-home"
        />
        <Shortcut
          to={paths.categories}
          page={paths.categories}
          icon={LayoutGrid}
          label={t('nav.categories')}
          testId="shortcut-categories"
        />
        <Shortcut
          to={signedIn ? paths.myWishlist : paths.login}
          page={paths.myWishlist}
          icon={Heart}
          label={t('header.wishlist')}
          testId="shortcut-wishlist"
          badge={{ count: wishlistCount, testId: 'shortcut-wishlist-badge' }}
        />
        <Shortcut
          to={signedIn ? paths.cart : paths.login}
          page={paths.cart}
          icon={ShoppingCart}
          label={t('header.cart')}
          testId="shortcut-cart"
          badge={{ count: cartCount, testId: 'shortcut-cart-badge' }}
        />
        {whatsapp ? (
          <li className="min-w-0 flex-1">
            <ChatButton whatsapp={whatsapp} variant="shortcut" />
          </li>
        ) : null}
        <li className="min-w-0 flex-1">
          <BackToTop variant="shortcut" />
        </li>
      </ul>
    </nav>
  );
}
