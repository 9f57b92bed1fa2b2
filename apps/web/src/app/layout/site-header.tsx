import { useLocation, useSearchParams } from 'react-router';
import { Header } from '@/components/layout/header';
import { paths } from '@/config/paths';
import { CartFeeds } from '@/features/cart/components/cart-feeds';
import { useCartCounts } from '@/features/cart/hooks/use-cart-counts';
import { useGetCategoriesWithSubCategoriesQuery } from '@/features/catalogue/api/get-categories-with-sub-categories';
import { CategoriesMenu } from '@/features/catalogue/components/categories-menu';
import { SearchBox } from '@/features/catalogue/components/search-box';
import { useGetShopContactsQuery } from '@/features/shop-info/api/get-shop-contacts';
import { useCustomer } from '@/lib/use-customer';
import { DrawnOnce } from '@/rendering';

const NO_LINKS = {};

/** The header wired to the store: customer, counters and the categories query. */
export function SiteHeader() {
  const customer = useCustomer();
  const { cartCount, wishlistCount } = useCartCounts();
  const {
    data: categories = [],
    isLoading,
    isError,
  } = useGetCategoriesWithSubCategoriesQuery(undefined);
  const { data: shop } = useGetShopContactsQuery(undefined);
  // On the results page the box shows what was searched for; a new search (another URL)
  // remounts it with the new text, while typing leaves the URL, and so the box, alone.
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onResults = pathname === paths.productsSearch;
  const searched = onResults
    ? { category: searchParams.get('category') ?? '', value: searchParams.get('value') ?? '' }
    : { category: '', value: '' };
  return (
    <>
      <Header
        customerName={customer?.name ?? null}
        cartCount={cartCount}
        wishlistCount={wishlistCount}
        social={shop?.social ?? NO_LINKS}
        categoriesMenu={
          // The same on every page of a language while the categories are kept (closed, on the server).
          <DrawnOnce name="categories-menu" from={categories}>
            <CategoriesMenu categories={categories} isLoading={isLoading} isError={isError} />
          </DrawnOnce>
        }
        searchBox={
          // The same on every page of a language while the categories are kept, but the results'
          // page, which shows what was searched for.
          <DrawnOnce name="search-box" from={onResults ? undefined : categories}>
            <SearchBox
              key={`${searched.category}\n${searched.value}`}
              categories={categories}
              initialCategory={searched.category}
              initialValue={searched.value}
            />
          </DrawnOnce>
        }
      />
      {/* Once the customer is known (after the hydrating pass): their cart and wishlist. */}
      {customer?.id ? <CartFeeds customerId={customer.id} /> : null}
    </>
  );
}
