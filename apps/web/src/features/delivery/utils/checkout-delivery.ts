import type { CartResponse } from '@chapkhana/shared/cart';
import {
  deliveryFeesFor,
  destinationOf,
  type DeliveryChoice,
  type DeliveryDestination,
  type DeliveryFee,
} from '@chapkhana/shared/delivery';
import { cartParcelsView, parcelFigures } from '@chapkhana/shared/order-figures';

interface AddressLike {
  city: string;
  governorate?: string | null | undefined;
  district?: string | null | undefined;
}

/** Where the checkout's parcels go: the confirmed address, else the form's, else the newest saved. */
export function checkoutDestination(
  confirmed: AddressLike | null,
  typed: { city?: string; governorate?: string },
  saved: AddressLike | undefined,
): DeliveryDestination | null {
  for (const address of [
    confirmed,
    { city: typed.city ?? '', governorate: typed.governorate },
    saved,
  ]) {
    if (!address) continue;
    const destination = destinationOf(address);
    if (destination.governorate) return destination;
  }
  return null;
}

/** The form's governorate or city field as it changes (other fields leave it as it was). */
export function typedAddress(
  was: { city?: string; governorate?: string },
  target: EventTarget,
): { city?: string; governorate?: string } {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return was;
  if (target.name === 'city' || target.name === 'governorate') {
    return { ...was, [target.name]: target.value };
  }
  return was;
}

/**
 * Each part's fee to `destination` (0 for a part collected where its seller offers pickup), the
 * choices to send, the shipping the summary shows and the order is placed with, and the parcels
 * split with those fees (`parcelFigures`, as the server splits the order it places).
 */
export function checkoutDelivery(
  cart: CartResponse,
  destination: DeliveryDestination | null,
  pickups: Readonly<Record<string, boolean>>,
):
  | {
      fees: Map<string, DeliveryFee>;
      choices: DeliveryChoice[];
      shipping: string;
      parcels: CartResponse['parcels'];
    }
  | undefined {
  const parts = cart.card_products.flatMap((group) =>
    group.delivery
      ? [
          {
            sellerId: group.sellerId,
            terms: group.delivery,
            pickup: !!(pickups[group.sellerId] && group.delivery.pickup),
          },
        ]
      : [],
  );
  // A server without delivery terms (another provider's API): its own shipping figure stands.
  if (parts.length !== cart.card_products.length) return undefined;
  const delivered = deliveryFeesFor(
    parts.map((part) => ({ ...part, pickup: false })),
    destination,
  );
  const charged = deliveryFeesFor(parts, destination);
  const chargedFee = new Map(charged.parts.map((fee) => [fee.sellerId, fee.amount]));
  const split = parcelFigures({
    parts: cart.card_products.map((group) => ({
      sellerId: group.sellerId,
      linesTotal: group.price,
      shipping: chargedFee.get(group.sellerId) ?? 0,
    })),
    discountPercent: cart.customerDiscount,
  });
  return {
    fees: new Map(delivered.parts.map((fee) => [fee.sellerId, fee])),
    choices: parts.map(({ sellerId, pickup }) => ({ sellerId, pickup })),
    shipping: charged.total.toFixed(2),
    parcels: cartParcelsView(split.parcels, cart.card_products),
  };
}
