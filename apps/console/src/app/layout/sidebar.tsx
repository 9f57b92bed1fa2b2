import {
  Banknote,
  CreditCard,
  Factory,
  Scale,
  IdCard,
  Image,
  Languages,
  CalendarDays,
  LayoutDashboard,
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
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { NavLink } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { roleSees, type SellerSection, type ShopRole } from '@chapkhana/shared/shop-roles';
import type { StaffRole } from '@chapkhana/shared/staff';
import { paths } from '@/config/paths';
import { ChatUnreadBadge } from '@/features/chat/components/customer-list';
import { NewOrdersBadge } from '@/features/orders/live/new-orders';

interface Item {
  to: string;
  label: ParseKeys;
  icon: LucideIcon;
  /** A seller's section, shown to the roles that have it (shop-roles.ts). */
  section?: SellerSection;
}

const ITEMS: Record<StaffRole, Item[]> = {
  admin: [
    { to: paths.admin.dashboard, label: 'nav.dashboard', icon: LayoutDashboard },
    { to: paths.admin.orders, label: 'nav.orders', icon: ShoppingCart },
    { to: paths.admin.production, label: 'nav.production', icon: Factory },
    { to: paths.admin.currency, label: 'nav.currency', icon: Banknote },
    { to: paths.admin.delivery, label: 'nav.delivery', icon: MapPin },
    { to: paths.admin.calendar, label: 'nav.calendar', icon: CalendarDays },
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
    {
      to: paths.seller.dashboard,
      label: 'nav.dashboard',
      icon: LayoutDashboard,
      section: 'dashboard',
    },
    { to: paths.seller.products, label: 'nav.products', icon: Package, section: 'products' },
    {
      to: paths.seller.cardTemplates,
      label: 'nav.cardTemplates',
      icon: IdCard,
      section: 'card-templates',
    },
    { to: paths.seller.orders, label: 'nav.sellerOrders', icon: Truck, section: 'orders' },
    {
      to: paths.seller.production,
      label: 'nav.production',
      icon: Factory,
      section: 'production',
    },
    { to: paths.seller.chat, label: 'nav.chat', icon: MessagesSquare, section: 'chat' },
    {
      to: paths.seller.delivery,
      label: 'nav.sellerDelivery',
      icon: MapPin,
      section: 'delivery',
    },
    { to: paths.seller.cash, label: 'nav.cash', icon: Wallet, section: 'cash' },
    {
      to: paths.seller.courier,
      label: 'nav.sellerCourier',
      icon: PackageCheck,
      section: 'courier',
    },
    {
      to: paths.seller.messages,
      label: 'nav.messages',
      icon: MessageSquareText,
      section: 'messages',
    },
    { to: paths.seller.staff, label: 'nav.staff', icon: UserCog, section: 'staff' },
  ],
};

/**
 * The role's sections (for a seller's member, those its role has); a row on phones, a column on
 * wider screens.
 */
export function Sidebar({
  role,
  sellerRole,
  accountId,
}: {
  role: StaffRole;
  sellerRole: ShopRole | null;
  accountId: string;
}) {
  const items = ITEMS[role].filter(({ section }) => !section || roleSees(sellerRole, section));
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.label')}
      className="shrink-0 bg-brand-900 text-white md:min-h-screen md:w-56"
    >
      <p className="px-4 py-4 text-lg font-bold">
        {t('brand.name')}
        <span className="block text-xs font-normal text-brand-100">
          {role === 'admin'
            ? t('nav.adminConsole')
            : sellerRole
              ? t('nav.sellerConsoleAs', { role: t(`staff.roles.${sellerRole}`) })
              : t('nav.sellerConsole')}
        </span>
      </p>
      <ul className="flex flex-wrap gap-1 px-2 pb-2 md:flex-col">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={
                to === paths.seller.products || to === paths.seller.cardTemplates
                  ? false
                  : undefined
              }
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
