import type { ChatMessage } from '@chapkhana/shared/realtime';
import type { AppStore } from '@/app/store';
import { currencyIqdApi } from '@/features/catalogue/api/get-currency-iqd';
import { homePageDataApi } from '@/features/catalogue/api/get-home-page-data';
import { activeSellersReceived } from '@/features/chat/store/chat-slice';
import { announcesIncomingMessage, appendChatMessage } from '@/features/chat/utils/chat-cache';
import { api } from '@/lib/api-client';
import type { RealtimeHandlers } from '@/lib/realtime';

type CacheStore = Pick<AppStore, 'dispatch' | 'getState'>;

/**
 * What each server event does to the RTK Query cache (docs/storefront.md §4): a product update refetches
 * that product (and its reviews), an order status refetches the order views, a new rate is
 * written into the cached rates so prices re-render, a seller's message is appended to its
 * conversation (and announced with `notify` unless that conversation is open).
 */
export function realtimeCacheHandlers(
  store: CacheStore,
  notify: (message: ChatMessage) => void,
): RealtimeHandlers {
  const { dispatch } = store;
  return {
    connected: () => {
      // Events sent before this socket connected (or while it was away) were missed; the rate
      // and the open order views are cheap to read again. Products refetch when reopened.
      dispatch(api.util.invalidateTags(['Rate', 'Orders']));
    },
    productUpdate: ({ productId }) => {
      dispatch(
        api.util.invalidateTags([
          { type: 'Product', id: productId },
          { type: 'Reviews', id: productId },
        ]),
      );
    },
    orderStatusUpdate: () => {
      // The order detail, the lists and the dashboard all provide 'Orders'.
      dispatch(api.util.invalidateTags(['Orders']));
    },
    printJob: () => {
      // The order's print jobs and the order itself (its lines carry the proof state).
      dispatch(api.util.invalidateTags(['Orders']));
    },
    parcelUpdate: () => {
      // The order's parcels and their history (and the order, whose status may have moved).
      dispatch(api.util.invalidateTags(['Orders']));
    },
    currencyUpdate: ({ currencyIQD }) => {
      dispatch(currencyIqdApi.util.updateQueryData('getCurrencyIqd', undefined, () => currencyIQD));
      dispatch(
        homePageDataApi.util.updateQueryData('getHomePageData', undefined, (draft) => {
          draft.currencyIQD = currencyIQD;
        }),
      );
    },
    sellerMessage: (message) => {
      dispatch(appendChatMessage(message));
      if (announcesIncomingMessage(message, store.getState().chat.openSellerId)) notify(message);
    },
    activeSeller: (sellers) => {
      dispatch(activeSellersReceived(sellers));
    },
  };
}
