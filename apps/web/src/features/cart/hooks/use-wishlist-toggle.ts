import type { Product } from '@chapkhana/shared/catalogue';
import { failedWith } from '@chapkhana/web-kit/failed-with';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useAddToWishlistMutation } from '@/features/cart/api/add-to-wishlist';
import { useGetWishlistQuery } from '@/features/cart/api/get-wishlist';
import { useRemoveWishlistItemMutation } from '@/features/cart/api/remove-wishlist-item';
import { actionToast } from '@/lib/action-toast';
import { useCustomer } from '@/lib/use-customer';
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
  const { data } = useGetWishlistQuery(customerId ?? skipToken);
  const [addToWishlist] = useAddToWishlistMutation();
  const [removeWishlistItem] = useRemoveWishlistItemMutation();
  const productId = product?._id;
  const savedLineId = data?.wishlists.find((item) => item.productId === productId)?._id ?? null;

  // What the last tap asked for, per product, while calls are on their way (the page can move
  // to another product before they land); the state only draws it.
  const [wanted, setWanted] = useState<ReadonlyMap<string, boolean>>(new Map());
  const wantedRef = useRef(new Map<string, boolean>());
  const sending = useRef(new Set<string>());
  const savedLineRef = useRef(savedLineId);
  // Kept in step as the screen is drawn, not after the paint (when Preact runs effects): a tap
  // on a heart that already shows the saved line must start from that line, or a double tap
  // right after a save read "not saved", saved again and then removed it.
  useLayoutEffect(() => {
    savedLineRef.current = savedLineId;
  }, [savedLineId]);

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
      } catch (error) {
        void feedback.failure(error, shownText);
      } finally {
        sending.current.delete(shown._id);
        wantedRef.current.delete(shown._id);
        setWanted(new Map(wantedRef.current));
      }
    },
    [addToWishlist, removeWishlistItem, shownText],
  );

  const pending = productId === undefined ? undefined : wanted.get(productId);
  const saved = pending ?? savedLineId !== null;
  /** Asks for the product saved (true) or not (false); `undefined` asks for the other state. */
  const want = useCallback(
    (next?: boolean) => {
      if (!customerId || !product) return;
      const now = wantedRef.current.get(product._id) ?? savedLineRef.current !== null;
      wantedRef.current.set(product._id, next ?? !now);
      setWanted(new Map(wantedRef.current));
      if (!sending.current.has(product._id)) void settle(customerId, product, savedLineRef.current);
    },
    [customerId, product, settle],
  );
  const toggle = useCallback(() => want(), [want]);
  // Saving is idempotent on the server: a product already saved stays saved.
  const save = useCallback(() => want(true), [want]);

  return { saved, toggle, save };
}
