import {
  ChevronDown,
  Heart,
  IdCard,
  KeyRound,
  LayoutDashboard,
  LogOut,
  MessagesSquare,
  Package,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLocation } from 'react-router';
import { NavLink } from '@/components/ui/link';
import type { ParseKeys } from 'i18next';
import { paths } from '@/config/paths';

interface NavItem {
  to: string;
  labelKey: ParseKeys;
  icon: LucideIcon;
  testId: string;
  end?: boolean;
}

const ITEMS: readonly NavItem[] = [
  {
    to: paths.dashboard,
    labelKey: 'account.nav.dashboard',
    icon: LayoutDashboard,
    testId: 'dashboard-link-home',
    end: true,
  },
  {
    to: paths.myOrders,
    labelKey: 'pages.myOrders.title',
    icon: Package,
    testId: 'dashboard-link-orders',
  },
  {
    to: paths.myWishlist,
    labelKey: 'pages.myWishlist.title',
    icon: Heart,
    testId: 'dashboard-link-wishlist',
  },
  {
    to: paths.myCardDesigns,
    labelKey: 'pages.myCardDesigns.title',
    icon: IdCard,
    testId: 'dashboard-link-card-designs',
  },
  {
    to: paths.changePassword,
    labelKey: 'pages.changePassword.title',
    icon: KeyRound,
    testId: 'dashboard-link-change-password',
  },
  {
    to: paths.chat,
    labelKey: 'account.nav.chat',
    icon: MessagesSquare,
    testId: 'dashboard-link-chat',
  },
];

const rowClass = 'flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-start';

/**
 * The dashboard's menu (docs/storefront.md §2): a sidebar from the md breakpoint, a collapsed menu at the
 * top on phones that opens with a button showing the current page.
 */
export function DashboardNav({
  onLogOut,
  isLoggingOut,
}: {
  onLogOut: () => void;
  isLoggingOut: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const listId = useId();

  // Following a link closes the phone menu (also on back and forward).
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  const current =
    ITEMS.find((item) => (item.end ? pathname === item.to : pathname.startsWith(item.to))) ??
    ITEMS[0];

  return (
    <nav
      aria-label={t('account.dashboard.menu')}
      data-testid="dashboard-sidebar"
      className="rounded-xl border border-slate-200 bg-white p-2 shadow-sm md:sticky md:top-4"
    >
      <button
        type="button"
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        aria-controls={listId}
        data-testid="dashboard-menu-toggle"
        className={`${rowClass} justify-between font-semibold text-slate-900 hover:bg-slate-100 md:hidden`}
      >
        <span className="flex min-w-0 items-center gap-3">
          {current ? (
            <current.icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          ) : null}
          <span className="truncate">
            {current ? t(current.labelKey) : t('account.dashboard.menu')}
          </span>
        </span>
        <span className="sr-only">{t('account.dashboard.menu')}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={listId}
        className={`${open ? 'mt-1 flex' : 'hidden'} flex-col gap-0.5 md:mt-0 md:flex`}
      >
        {ITEMS.map(({ to, labelKey, icon: Icon, testId, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              data-testid={testId}
              className={({ isActive }) =>
                `${rowClass} ${
                  isActive
                    ? 'bg-brand-50 font-semibold text-brand-800'
                    : 'text-slate-700 hover:bg-slate-100'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className="min-w-0 flex-1">{t(labelKey)}</span>
            </NavLink>
          </li>
        ))}
        <li className="mt-1 border-t border-slate-200 pt-1">
          <button
            type="button"
            onClick={onLogOut}
            disabled={isLoggingOut}
            data-testid="logout-button"
            className={`${rowClass} text-red-700 hover:bg-red-50 disabled:opacity-70`}
          >
            <LogOut aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
            <span className="min-w-0 flex-1">
              {isLoggingOut ? t('account.nav.loggingOut') : t('account.nav.logout')}
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
