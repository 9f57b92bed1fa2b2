import { Outlet, useLocation } from 'react-router';
import { AddressLanguage } from '@/app/layout/address-language';
import { RealtimeProvider } from '@/app/realtime/realtime-provider';
import { NavigationProgress } from '@/app/layout/navigation-progress';
import { SiteHeader } from '@/app/layout/site-header';
import { FloatingActions } from '@/components/layout/floating-actions';
import { paths } from '@/config/paths';
import { MobileShortcutBar } from '@/components/layout/mobile-shortcut-bar';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { StarShapes } from '@/components/ui/star-shapes';
import { useCartCounts } from '@/features/cart/hooks/use-cart-counts';
import type { PageData } from '@/app/route-table';
import { categoriesWithSubCategoriesApi } from '@/features/catalogue/api/get-categories-with-sub-categories';
import {
  shopContactsApi,
  useGetShopContactsQuery,
} from '@/features/shop-info/api/get-shop-contacts';
import { DrawnOnce, pageRead, partLoadedLater } from '@/rendering';
import { useCustomer } from '@/lib/use-customer';
import { RememberedLanguage } from '@/features/accounts/components/remembered-language';

const NO_LINKS = {};

/** The footer is below every page's first view: its code comes once the page has settled. */
const Footer = partLoadedLater(async () => (await import('@/components/layout/footer')).Footer);

/** What every page's frame reads: the shop's contacts (footer) and the categories (header). */
export const layoutData: PageData = () => [
  pageRead(shopContactsApi.endpoints.getShopContacts, undefined),
  pageRead(categoriesWithSubCategoriesApi.endpoints.getCategoriesWithSubCategories, undefined),
];

/** The page frame every storefront route renders inside. */
export function RootLayout() {
  const customer = useCustomer();
  const { cartCount, wishlistCount } = useCartCounts();
  // The shop's contacts are settings an admin keeps (never compiled in); the server renders them.
  const { data: shop } = useGetShopContactsQuery(undefined);
  // The shop's WhatsApp bubble would cover the send button of the sellers' chat.
  const inSellerChat = useLocation().pathname.startsWith(paths.chat);
  const whatsapp = inSellerChat ? '' : (shop?.whatsapp ?? '');
  return (
    <RealtimeProvider>
      <div className="flex min-h-screen flex-col overflow-x-clip">
        <ScrollToTop />
        <StarShapes />
        <AddressLanguage />
        {customer && <RememberedLanguage />}
        <NavigationProgress />
        <SiteHeader />
        <div className="flex flex-1">
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
            <Outlet />
          </main>
          <FloatingActions whatsapp={whatsapp} />
        </div>
        {/* The same on every page of a language while the shop's contacts are kept. */}
        <DrawnOnce name="footer" from={shop?.social}>
          <Footer social={shop?.social ?? NO_LINKS} />
        </DrawnOnce>
        <MobileShortcutBar
          signedIn={customer !== null}
          cartCount={cartCount}
          wishlistCount={wishlistCount}
          whatsapp={whatsapp}
        />
      </div>
    </RealtimeProvider>
  );
}
