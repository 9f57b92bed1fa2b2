import type { Product } from '@chapkhana/shared/catalogue';
import { failedWith } from '@chapkhana/web-kit/failed-with';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAddToWishlistMutation } from '@/features/cart/api/add-to-wishlist';
import { useGetWishlistQuery } from '@/features/cart/api/get-wishlist';
import { useRemoveWishlistItemMutation } from '@/features/cart/api/remove-wishlist-item';
import { actionToast } from '@/lib/action-toast';
import { currentCustomer, useCustomer } from '@/lib/use-customer';
import { useShownText } from '@/lib/use-shown-text';

const feedback = actionToast('wishlist');

/**
 * The wishlist heart of a product: `saved` from the customer's wishlist, and `toggle`, which
 * shows the new state at once. Taps are sent one call at a time; whatever the last tap asked
 * for is what the server ends with, so a double tap neither errs nor saves twice. One toast
 * says where it ended (none when it ended where it began); a failure shows the server's state.
 */
export function useWishlistToggle(product: Product | undefined) {
  const customerId = useCustomer()?.id ?? null;
  const shownText = useShownText();
  const { data, isFetching } = useGetWishlistQuery(customerId ?? skipToken);
  const [addToWishlist] = useAddToWishlistMutation();
  const [removeWishlistItem] = useRemoveWishlistItemMutation();
  const productId = product?._id;
  const savedLineId = data?.wishlists.find((item) => item.productId === productId)?._id ?? null;

  // What the last tap asked for, per product, while calls are on their way (the page can move
  // to another product before they land) and until the wishlist has been read again after them;
  // the state only draws it.
  const [wanted, setWanted] = useState<ReadonlyMap<string, boolean>>(new Map());
  const wantedRef = useRef(new Map<string, boolean>());
  const sending = useRef(new Set<string>());
  // The line the server holds after the last calls, per product, until the wishlist is read
  // again: a read started before they landed (the list still loading as the page came) answers
  // what was there before, and neither the heart nor the next tap may start from that.
  const landedLines = useRef(new Map<string, string | null>());
  const savedLineRef = useRef(savedLineId);
  // Kept in step as the screen is drawn, not after the paint (when Preact runs effects): a tap
  // on a heart that already shows the saved line must start from that line, or a double tap
  // right after a save read "not saved", saved again and then removed it.
  useLayoutEffect(() => {
    savedLineRef.current = savedLineId;
  }, [savedLineId]);
  const lineOf = useCallback((id: string) => {
    const landed = landedLines.current.get(id);
    return landed === undefined ? savedLineRef.current : landed;
  }, []);

  const settle = useCallback(
    async (userId: string, shown: Product, savedLine: string | null) => {
      sending.current.add(shown._id);
      let lineId = savedLine;
      const stillWanted = () => wantedRef.current.get(shown._id);
      try {
        while (stillWanted() !== undefined && stillWanted() !== (lineId !== null)) {
          if (lineId === null) {
            const args = { userId, productId: shown._id, product: shown };
            lineId = (await addToWishlist(args).unwrap()).wishlistId;
          } else {
            await removeWishlistItem(lineId)
              .unwrap()
              .catch((error: unknown) => {
                // Already gone (another tab removed it): that is what was asked for.
                if (!failedWith(error, 'wishlist_line_not_found')) throw error;
              });
            lineId = null;
          }
        }
        if ((lineId !== null) !== (savedLine !== null)) {
          const key = lineId ? 'wishlist.messages.added' : 'wishlist.messages.removed';
          feedback.success(shownText({ key }));
        }
        // Shown as landed until the wishlist has been read again (the calls asked for that).
        landedLines.current.set(shown._id, lineId);
        wantedRef.current.set(shown._id, lineId !== null);
      } catch (error) {
        void feedback.failure(error, shownText);
        // What the server holds is not known: the heart shows the wishlist as it reads it.
        landedLines.current.delete(shown._id);
        wantedRef.current.delete(shown._id);
      } finally {
        sending.current.delete(shown._id);
        setWanted(new Map(wantedRef.current));
      }
    },
    [addToWishlist, removeWishlistItem, shownText],
  );

  // Once no read is on its way, the wishlist holds what the calls left: it is shown from then on.
  useEffect(() => {
    if (isFetching) return;
    const shown = [...landedLines.current.keys()].filter((id) => !sending.current.has(id));
    // Only when one is dropped: the state set anew would run this again, every render while a
    // call is still on its way.
    if (shown.length === 0) return;
    for (const id of shown) {
      landedLines.current.delete(id);
      wantedRef.current.delete(id);
    }
    setWanted(new Map(wantedRef.current));
  }, [isFetching, wanted]);

  const pending = productId === undefined ? undefined : wanted.get(productId);
  const saved = pending ?? savedLineId !== null;
  /** Asks for the product saved (true) or not (false); `undefined` asks for the other state. */
  const want = useCallback(
    (next?: boolean) => {
      // A tap kept from before the take-over runs before the render that reads the stored
      // token (src/lib/use-customer.ts): the customer is read at the tap.
      const userId = customerId ?? currentCustomer()?.id;
      if (!userId || !product) return;
      const now = wantedRef.current.get(product._id) ?? savedLineRef.current !== null;
      wantedRef.current.set(product._id, next ?? !now);
      setWanted(new Map(wantedRef.current));
      if (!sending.current.has(product._id)) void settle(userId, product, lineOf(product._id));
    },
    [customerId, product, settle, lineOf],
  );
  const toggle = useCallback(() => want(), [want]);
  // Saving is idempotent on the server: a product already saved stays saved.
  const save = useCallback(() => want(true), [want]);

  return { saved, toggle, save };
}
