import type { CartResponse, CartRowBody } from '@chapkhana/shared/cart';
import { api } from '@/lib/api-client';
import { keyedWrite } from '@/lib/keyed-write';
import { cartApi } from '@/features/cart/api/get-cart';
import { withRowStep } from '@/features/cart/utils/cart-rows';

export interface SetCartRowArgs {
  customerId: string;
  lineId: string;
  colorId: string;
  propertyId: string | null;
  /** +1 or −1: the server counts from what it holds, so quick clicks all count. */
  change: number;
}

/** Row changes still on their way, per customer: the last one to land settles the cart. */
const inFlight = new Map<string, { pending: number; sent: number; failed: boolean }>();

/**
 * PUT /api/home/product/cart-row/{cardId}: one more or one fewer of one colour × size row.
 * The row's number moves at once; the server's answer (the whole repriced cart) then replaces
 * the cached cart without a refetch. Several clicks in flight may land in any order, so when
 * more than one was sent, or one failed, or a read of the cart was on its way, the cart is
 * fetched once after the last lands.
 */
export const setCartRowApi = api.injectEndpoints({
  endpoints: (build) => ({
    setCartRow: build.mutation<CartResponse, SetCartRowArgs>({
      // A step counts from what the server holds: each click is keyed, so a retry counts once.
      query: ({ lineId, colorId, propertyId, change }) =>
        keyedWrite({
          url: `/home/product/cart-row/${encodeURIComponent(lineId)}`,
          method: 'PUT',
          body: { colorId, propertyId, change } satisfies CartRowBody,
        }),
      async onQueryStarted(args, { dispatch, getState, queryFulfilled }) {
        const batch = inFlight.get(args.customerId) ?? { pending: 0, sent: 0, failed: false };
        batch.pending += 1;
        batch.sent += 1;
        inFlight.set(args.customerId, batch);
        dispatch(
          cartApi.util.updateQueryData('getCart', args.customerId, (cart) =>
            withRowStep(cart, args),
          ),
        );
        let answer: CartResponse | undefined;
        try {
          answer = (await queryFulfilled).data;
        } catch {
          batch.failed = true;
        }
        batch.pending -= 1;
        if (batch.pending > 0) return;
        inFlight.delete(args.customerId);
        // A read of the cart on its way may have been answered before this step: landing after
        // the answer, it would bring the old rows back. It is read again once it is in instead.
        const reading =
          cartApi.endpoints.getCart.select(args.customerId)(getState()).status === 'pending';
        if (answer && batch.sent === 1 && !batch.failed && !reading) {
          dispatch(cartApi.util.upsertQueryData('getCart', args.customerId, answer));
        } else {
          dispatch(api.util.invalidateTags(['Cart']));
        }
      },
    }),
  }),
});

export const { useSetCartRowMutation } = setCartRowApi;
