import { Header } from '@/components/layout/header';
import { useCartCounts } from '@/features/cart/hooks/use-cart-counts';
import { useGetCategoriesWithSubCategoriesQuery } from '@/features/catalogue/api/get-categories-with-sub-categories';
import { CategoriesMenu } from '@/features/catalogue/components/categories-menu';
import { SearchBox } from '@/features/catalogue/components/search-box';
import { useCustomer } from '@/lib/use-customer';

/** The header wired to the store: customer, counters and the categories query. */
export function SiteHeader() {
  const customer = useCustomer();
  const { cartCount, wishlistCount } = useCartCounts();
  const {
    data: categories = [],
    isLoading,
    isError,
  } = useGetCategoriesWithSubCategoriesQuery(undefined);
  return (
    <Header
      customerName={customer?.name ?? null}
      cartCount={cartCount}
      wishlistCount={wishlistCount}
      categoriesMenu={
        <CategoriesMenu categories={categories} isLoading={isLoading} isError={isError} />
      }
      searchBox={<SearchBox categories={categories} />}
    />
  );
}
