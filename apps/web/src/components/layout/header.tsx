import { Menu } from 'lucide-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { HeaderAccountLink } from '@/components/layout/header-account-link';
import { HeaderShopLinks } from '@/components/layout/header-shop-links';
import { LanguageSwitcher } from '@chapkhana/web-kit/components/language-switcher';
import { SPEC_LANGUAGE_ORDER } from '@/config/languages';
import { Logo } from '@/components/layout/logo';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { paths } from '@/config/paths';
import { BY_NAME, DrawnOnce, HydrateSectionLater } from '@/rendering';
import type { SocialLinks } from '@chapkhana/shared/settings';

export interface HeaderProps {
  customerName: string | null;
  cartCount: number;
  wishlistCount: number;
  /** The all-categories dropdown (catalogue feature), placed before the search box. */
  categoriesMenu: ReactNode;
  /** The search form (catalogue feature). */
  searchBox: ReactNode;
  /** The shop's social profiles (shown in the phone menu). */
  social: SocialLinks;
}

const navLinkClass = (isActive: boolean) =>
  `rounded-sm py-1 font-medium ${isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'}`;

/** The main navigation's links (docs/storefront.md §2). */
const MAIN_NAV = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.categories, label: 'nav.categories' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.contact, label: 'nav.contact' },
] as const;

/**
 * The main navigation's link that `pathname` is at, as React Router's NavLink marks one: home
 * at `/` only, another at its address or under it, letters of either case. One function for
 * the links and the name their drawing is kept by (`DrawnOnce`): every product page marks none.
 */
export function activeNavLink(pathname: string): string | undefined {
  const at = pathname.toLowerCase();
  return MAIN_NAV.find(({ to }) => at === to || (to !== paths.home && at.startsWith(`${to}/`)))?.to;
}

/** The site header of docs/storefront.md §2: top bar, logo row with links and icons, categories + search. */
export function Header({
  customerName,
  cartCount,
  wishlistCount,
  categoriesMenu,
  searchBox,
  social,
}: HeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeNavLink(pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The header's rows as the server draws them on every page (a guest's, the menu closed): kept
  // by name once drawn (`DrawnOnce`); drawn each time otherwise.
  const asGuestDraws = customerName === null && !menuOpen ? BY_NAME : undefined;

  // Any navigation closes the menu (links also close it on click; this covers back/forward).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  return (
    <header className="bg-white shadow-sm">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
      >
        {t('header.skipToContent')}
      </a>
      {/* The same on every page of a language for a guest, as the server draws every page. */}
      <DrawnOnce name="header-top-bar" from={asGuestDraws}>
        <div className="bg-slate-900 text-sm text-slate-100">
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1.5">
            <p className="hidden truncate sm:block">{t('footer.tagline')}</p>
            <div className="ms-auto flex min-w-0 items-center gap-4">
              {/* Under the open phone menu, it is not what the reader sees: the menu's speaks. */}
              <LanguageSwitcher
                id="language-select"
                testId="language-switcher"
                order={SPEC_LANGUAGE_ORDER}
                tone="dark"
                shown={!menuOpen}
              />
              <HeaderAccountLink customerName={customerName} className="hover:text-brand-100" />
            </div>
          </div>
        </div>
      </DrawnOnce>
      {/* Links and buttons only: hydrated in a task of its own, after the page's own pass. The
          same on every page of a language whose address marks the same link, for a guest. */}
      <DrawnOnce
        name={`header-links ${active ?? ''} ${cartCount} ${wishlistCount}`}
        from={asGuestDraws}
      >
        <HydrateSectionLater drawnFrom={`${customerName !== null} ${cartCount} ${wishlistCount}`}>
          <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3">
            <button
              ref={menuButtonRef}
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-label={t('header.openMenu')}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              data-testid="mobile-menu-button"
              className="-ms-2 flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden"
            >
              <Menu aria-hidden="true" className="size-6" />
            </button>
            <Logo />
            <nav aria-label={t('header.mainNav')} className="ms-8 hidden md:block">
              <ul className="flex items-center gap-6">
                {MAIN_NAV.map(({ to, label }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      aria-current={to === active ? 'page' : undefined}
                      className={navLinkClass(to === active)}
                    >
                      {t(label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="ms-auto">
              <HeaderShopLinks
                signedIn={customerName !== null}
                cartCount={cartCount}
                wishlistCount={wishlistCount}
              />
            </div>
          </div>
        </HydrateSectionLater>
      </DrawnOnce>

      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pb-3 md:flex-row md:items-start">
        <div className="md:w-64 md:shrink-0">{categoriesMenu}</div>
        <div className="min-w-0 flex-1">{searchBox}</div>
      </div>

      <MobileMenu
        open={menuOpen}
        onClose={closeMenu}
        customerName={customerName}
        cartCount={cartCount}
        wishlistCount={wishlistCount}
        social={social}
      />
    </header>
  );
}
