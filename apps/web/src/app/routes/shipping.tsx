import type { ShippingInfo } from '@chapkhana/shared/addresses';
import { skipToken } from '@reduxjs/toolkit/query';
import { ShoppingCart } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useGetCartQuery } from '@/features/cart/api/get-cart';
import { CartPageSkeleton } from '@/features/cart/components/cart-page-skeleton';
import { CartSellerGroups } from '@/features/cart/components/cart-seller-groups';
import { CartSummaryBox } from '@/features/cart/components/cart-summary-box';
import { cartSummary, hasBuyableLines } from '@/features/cart/utils/cart-summary';
import { PlacedOrderLink } from '@/features/checkout/components/placed-order-link';
import { clearShippingDraft } from '@/features/checkout/utils/shipping-form';
import { ShippingAddressSection } from '@/features/checkout/components/shipping-address-section';
import { usePlaceOrder } from '@/features/checkout/hooks/use-place-order';
import { lastPlacedOrder, rememberPlacedOrder } from '@/features/checkout/utils/last-placed-order';
import type { PaymentPageState } from '@/features/checkout/utils/payment-outcome';
import { useGetOrderDetailsQuery } from '@/features/orders/api/get-order-details';
import { useCustomer } from '@/lib/use-customer';
import { useGetAddressesQuery } from '@/features/checkout/api/get-addresses';
import { DeliveryChoices } from '@/features/delivery/components/delivery-choices';
import { CartLinePromise } from '@/features/delivery/components/print-promise';
import {
  checkoutDelivery,
  checkoutDestination,
  typedAddress,
} from '@/features/delivery/utils/checkout-delivery';
import { useOwnPageTitle } from '@/rendering';

const noSubscription = () => () => undefined;

const PAGE = 'mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:py-8';

/**
 * /shipping (docs/storefront.md §2, §4): the delivery address (form or saved, then confirmed), the products
 * and the summary; placing the order goes to /payment with the order id in the URL, so a
 * reload works, and the total and item count as navigation state.
 */
export function ShippingRoute() {
  const { t } = useTranslation();
  useOwnPageTitle(t('pages.shipping.title'));
  const navigate = useNavigate();
  const customer = useCustomer();
  const cart = useGetCartQuery(customer?.id ?? skipToken);
  const [confirmed, setConfirmed] = useState<ShippingInfo | null>(null);
  const { placeOrder, isPlacing } = usePlaceOrder();
  const cartData = cart.data;
  const addresses = useGetAddressesQuery(customer?.id ?? skipToken);
  const [typed, setTyped] = useState<{ city?: string; governorate?: string }>({});
  const [pickups, setPickups] = useState<Record<string, boolean>>({});
  // The fee follows the address being confirmed: the one confirmed, else what the form holds, else
  // the newest saved address; with none, each part shows its lowest fee ("from").
  const destination = checkoutDestination(confirmed, typed, addresses.data?.[0]);
  const delivery = cartData ? checkoutDelivery(cartData, destination, pickups) : undefined;
  const data =
    cartData && delivery
      ? { ...cartData, shipping_fee: delivery.shipping, parcels: delivery.parcels }
      : cartData;
  // The order this tab placed last (sessionStorage: none while rendering on the server).
  const placedOrderId = useSyncExternalStore(
    noSubscription,
    () => (customer?.id ? lastPlacedOrder(customer.id) : null),
    () => null,
  );
  const emptied = data !== undefined && !hasBuyableLines(data);
  const placedOrder = useGetOrderDetailsQuery(emptied && placedOrderId ? placedOrderId : skipToken);

  const onPlaceOrder = async () => {
    if (!confirmed || !customer?.id || !data) return;
    const summary = cartSummary(data);
    const orderId = await placeOrder(
      customer.id,
      confirmed,
      delivery ? { deliveryChoices: delivery.choices, shownShippingFee: delivery.shipping } : {},
    );
    if (!orderId) return;
    clearShippingDraft();
    rememberPlacedOrder(customer.id, orderId);
    const state: PaymentPageState = { orderId, price: summary.total, items: summary.items };
    void navigate(paths.paymentFor(orderId), { state });
  };

  return (
    <div className={PAGE} data-testid="shipping-page">
      <Breadcrumb
        items={[
          { label: t('nav.home'), to: paths.home },
          { label: t('pages.cart.title'), to: paths.cart },
          { label: t('pages.shipping.title') },
        ]}
      />
      <PageTitle>{t('pages.shipping.title')}</PageTitle>
      {!data && cart.isError ? (
        <LoadError message={t('cart.loadError')} onRetry={() => void cart.refetch()} />
      ) : !data || !customer ? (
        <CartPageSkeleton />
      ) : !hasBuyableLines(data) ? (
        <EmptyState
          icon={ShoppingCart}
          testId="shipping-empty"
          title={t('checkout.nothingToShip')}
          body={t('checkout.nothingToShipBody')}
          action={
            <>
              {placedOrderId && !placedOrder.isError ? (
                <PlacedOrderLink
                  orderId={placedOrderId}
                  orderNumber={placedOrder.data?.orderNumber}
                />
              ) : null}
              <Link
                to={paths.cart}
                className={`${placedOrderId ? buttonStyles.secondary : buttonStyles.primary} mt-2`}
              >
                {t('checkout.backToCart')}
              </Link>
            </>
          }
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-6">
            {/* The governorate as it is typed or chosen, so each part's fee follows at once. */}
            <div onChange={(event) => setTyped((was) => typedAddress(was, event.target))}>
              <ShippingAddressSection
                customer={customer}
                confirmed={confirmed}
                onConfirm={setConfirmed}
                onChange={() => setConfirmed(null)}
              />
            </div>
            {delivery ? (
              <DeliveryChoices
                groups={data.card_products}
                fees={delivery.fees}
                pickups={pickups}
                onPickupChange={(sellerId, pickup) =>
                  setPickups((was) => ({ ...was, [sellerId]: pickup }))
                }
              />
            ) : null}
            <section aria-labelledby="shipping-products-title" className="flex flex-col gap-3">
              <h2 id="shipping-products-title" className="text-lg font-bold text-slate-900">
                {t('checkout.productsTitle')}
              </h2>
              <CartSellerGroups
                groups={data.card_products}
                variant="summary"
                linePromise={(group, line) => (
                  <CartLinePromise
                    key={line._id}
                    group={group}
                    line={line}
                    customerCity={customer?.address ?? null}
                    address={
                      destination
                        ? {
                            governorate: destination.governorate,
                            pickup: pickups[group.sellerId] === true,
                          }
                        : undefined
                    }
                  />
                )}
              />
            </section>
          </div>
          <div className="lg:sticky lg:top-4">
            <CartSummaryBox cart={data}>
              <button
                type="button"
                data-testid="place-order"
                disabled={!confirmed || isPlacing}
                aria-busy={isPlacing || undefined}
                aria-describedby={confirmed ? undefined : 'place-order-hint'}
                onClick={() => void onPlaceOrder()}
                className={buttonStyles.primary}
              >
                {isPlacing ? t('checkout.placing') : t('checkout.placeOrder')}
              </button>
              {confirmed ? null : (
                <p
                  id="place-order-hint"
                  data-testid="place-order-hint"
                  className="text-sm text-slate-600"
                >
                  {t('checkout.confirmAddressFirst')}
                </p>
              )}
            </CartSummaryBox>
          </div>
        </div>
      )}
    </div>
  );
}
