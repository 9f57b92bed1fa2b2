import { Heart, House, Info, LayoutGrid, Phone, ShoppingCart, type LucideIcon } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { NavLink } from '@/components/ui/link';
import { HeaderAccountLink } from '@/components/layout/header-account-link';
import { Logo } from '@/components/layout/logo';
import { MenuCloseButton } from '@/components/layout/menu-close-button';
import { SocialLinks } from '@/components/layout/social-links';
import { CountBadge } from '@/components/ui/count-badge';
import { paths } from '@/config/paths';
import type { MobileMenuProps } from '@/components/layout/mobile-menu';

// The phone menu's contents (mobile-menu.tsx): their code loads when the menu first opens, or
// once the page has settled, not with every page.

const rowClass = 'flex items-center gap-3 rounded-md px-3 py-2.5 text-slate-800';

function Row({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <span className="flex-1">{children}</span>
    </>
  );
}

export function MenuContents({
  onClose,
  closeRef,
  customerName,
  cartCount,
  wishlistCount,
  social,
  languageSwitcher,
}: Omit<MobileMenuProps, 'open'> & {
  closeRef: RefObject<HTMLButtonElement | null>;
  /** The header's language switcher (already in every page's code), for the menu. */
  languageSwitcher: ReactNode;
}) {
  const { t } = useTranslation();
  const signedIn = customerName !== null;
  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    `${rowClass} ${isActive ? 'bg-brand-50 font-semibold' : 'hover:bg-slate-100'}`;
  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 p-4">
        <Logo onNavigate={onClose} />
        <MenuCloseButton onClose={onClose} closeRef={closeRef} />
      </div>
      <nav aria-label={t('header.mainNav')} className="flex-1 p-3">
        <ul className="space-y-1">
          <li>
            <NavLink to={paths.home} end onClick={onClose} className={navLinkClass}>
              <Row icon={House}>{t('nav.home')}</Row>
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.categories} onClick={onClose} className={navLinkClass}>
              <Row icon={LayoutGrid}>{t('nav.categories')}</Row>
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.about} onClick={onClose} className={navLinkClass}>
              <Row icon={Info}>{t('nav.about')}</Row>
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.contact} onClick={onClose} className={navLinkClass}>
              <Row icon={Phone}>{t('nav.contact')}</Row>
            </NavLink>
          </li>
          <li>
            <NavLink
              to={signedIn ? paths.cart : paths.login}
              onClick={onClose}
              className={navLinkClass}
            >
              <Row icon={ShoppingCart}>{t('header.cart')}</Row>
              <CountBadge count={cartCount} testId="mobile-cart-badge" className="" />
            </NavLink>
          </li>
          <li>
            <NavLink
              to={signedIn ? paths.myWishlist : paths.login}
              onClick={onClose}
              className={navLinkClass}
            >
              <Row icon={Heart}>{t('header.wishlist')}</Row>
              <CountBadge count={wishlistCount} testId="mobile-wishlist-badge" className="" />
            </NavLink>
          </li>
        </ul>
        <div className="mt-4 space-y-4 border-t border-slate-200 px-3 pt-4">
          <HeaderAccountLink
            customerName={customerName}
            testIdPrefix="mobile-"
            onNavigate={onClose}
            className="font-semibold text-brand-800"
          />
          {languageSwitcher}
        </div>
      </nav>
      {Object.values(social).some(Boolean) ? (
        <div className="border-t border-slate-200 p-4 text-slate-700">
          <SocialLinks links={social} />
        </div>
      ) : null}
    </>
  );
}
