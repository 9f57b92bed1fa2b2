import {
  Banknote,
  CreditCard,
  Scale,
  Image,
  Languages,
  MapPin,
  MessageSquareText,
  MessagesSquare,
  Package,
  PackageCheck,
  Settings,
  ShoppingCart,
  Store,
  Tags,
  Truck,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { NavLink } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { StaffRole } from '@chapkhana/shared/staff';
import { paths } from '@/config/paths';
import { ChatUnreadBadge } from '@/features/chat/components/customer-list';
import { NewOrdersBadge } from '@/features/orders/live/new-orders';

interface Item {
  to: string;
  label: ParseKeys;
  icon: LucideIcon;
}

const ITEMS: Record<StaffRole, Item[]> = {
  admin: [
    { to: paths.admin.orders, label: 'nav.orders', icon: ShoppingCart },
    { to: paths.admin.currency, label: 'nav.currency', icon: Banknote },
    { to: paths.admin.delivery, label: 'nav.delivery', icon: MapPin },
    { to: paths.admin.courierCities, label: 'nav.courierCities', icon: Truck },
    { to: paths.admin.cash, label: 'nav.cash', icon: Wallet },
    { to: paths.admin.paymentMethods, label: 'nav.paymentMethods', icon: CreditCard },
    { to: paths.admin.reconciliation, label: 'nav.reconciliation', icon: Scale },
    { to: paths.admin.sellers, label: 'nav.sellers', icon: Store },
    { to: paths.admin.customers, label: 'nav.customers', icon: Users },
    { to: paths.admin.messages, label: 'nav.messages', icon: MessageSquareText },
    { to: paths.admin.categories, label: 'nav.categories', icon: Tags },
    { to: paths.admin.banners, label: 'nav.banners', icon: Image },
    { to: paths.admin.synonyms, label: 'nav.synonyms', icon: Languages },
    { to: paths.admin.settings, label: 'nav.settings', icon: Settings },
  ],
  seller: [
    { to: paths.seller.products, label: 'nav.products', icon: Package },
    { to: paths.seller.orders, label: 'nav.sellerOrders', icon: Truck },
    { to: paths.seller.chat, label: 'nav.chat', icon: MessagesSquare },
    { to: paths.seller.delivery, label: 'nav.sellerDelivery', icon: MapPin },
    { to: paths.seller.cash, label: 'nav.cash', icon: Wallet },
    { to: paths.seller.courier, label: 'nav.sellerCourier', icon: PackageCheck },
    { to: paths.seller.messages, label: 'nav.messages', icon: MessageSquareText },
  ],
};

/** The role's sections; a row on phones, a column on wider screens. */
export function Sidebar({ role, accountId }: { role: StaffRole; accountId: string }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.label')}
      className="shrink-0 bg-brand-900 text-white md:min-h-screen md:w-56"
    >
      <p className="px-4 py-4 text-lg font-bold">
        {t('brand.name')}
        <span className="block text-xs font-normal text-brand-100">
          {t(role === 'admin' ? 'nav.adminConsole' : 'nav.sellerConsole')}
        </span>
      </p>
      <ul className="flex flex-wrap gap-1 px-2 pb-2 md:flex-col">
        {ITEMS[role].map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === paths.seller.products ? false : undefined}
              className={({ isActive }) =>
                `flex items-center gap-2 rounded-md px-3 py-2 text-sm ${
                  isActive ? 'bg-white/15 font-semibold' : 'hover:bg-white/10'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(label)}
              {to === paths.seller.chat ? <ChatUnreadBadge /> : null}
              {to === paths.seller.orders || to === paths.admin.orders ? (
                <NewOrdersBadge area={role} accountId={accountId} />
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
