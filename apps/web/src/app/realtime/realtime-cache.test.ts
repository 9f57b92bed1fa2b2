import type { ChatMessage } from '@chapkhana/shared/realtime';
import { describe, expect, it, vi } from 'vitest';
import { realtimeCacheHandlers } from '@/app/realtime/realtime-cache';
import { makeStore } from '@/app/store';
import { currencyIqdApi } from '@/features/catalogue/api/get-currency-iqd';
import { homePageDataApi } from '@/features/catalogue/api/get-home-page-data';
import { conversationApi } from '@/features/chat/api/get-conversation';
import { conversationOpened } from '@/features/chat/store/chat-slice';
import { api } from '@/lib/api-client';
import { RealtimeConnection, SOCKET_EVENTS } from '@/lib/realtime';
import { FakeSocket } from '@/testing/fake-socket';
import { sampleHomePage } from '@/testing/sample-products';

const SELLER = 'seller-1';
const OTHER_SELLER = 'seller-2';

const message = (id: string, senderId: string): ChatMessage => ({
  _id: id,
  senderId,
  receverId: 'c1',
  senderName: senderId === SELLER ? 'Hawler Print House' : 'Basra Print',
  message: `hello ${id}`,
  status: 'unseen',
  createdAt: '2024-03-05T09:07:03Z',
});

/** A store, the connection wired to it through a fake socket, and what was announced. */
async function connected(token: string | null = 'token') {
  const store = makeStore();
  const dispatch = vi.spyOn(store, 'dispatch');
  const notify = vi.fn();
  const socket = new FakeSocket(token);
  const connection = new RealtimeConnection(realtimeCacheHandlers(store, notify), async () =>
    socket.asSocket(),
  );
  await connection.start(token);
  socket.connectNow();
  dispatch.mockClear();
  return { store, dispatch, notify, socket, connection };
}

const invalidated = (dispatch: Awaited<ReturnType<typeof connected>>['dispatch']) =>
  dispatch.mock.calls
    .map(([action]) => action)
    .filter((action) => typeof action === 'object' && action.type === api.util.invalidateTags.type)
    .map((action) => (action as unknown as { payload: unknown }).payload);

describe('realtime → RTK Query cache', () => {
  it('announces a signed-in customer on connect, not an anonymous visitor', async () => {
    expect((await connected('token')).socket.emittedNames()).toEqual([SOCKET_EVENTS.addUser]);
    expect((await connected(null)).socket.emittedNames()).toEqual([]);
  });

  it('joins a product room, re-joins it after a reconnect and leaves it when the page closes', async () => {
    const { socket, connection } = await connected(null);
    const leave = connection.joinProduct('p1');
    expect(socket.emitted).toEqual([{ event: 'join_product', args: ['p1'] }]);
    socket.connectNow(); // a reconnect: the server forgot the rooms
    expect(socket.emittedNames()).toEqual(['join_product', 'join_product']);
    leave();
    expect(socket.emitted.at(-1)).toEqual({ event: 'leave_product', args: ['p1'] });
  });

  it('productUpdate invalidates that product and its reviews', async () => {
    const { socket, dispatch } = await connected();
    socket.serverEmit('productUpdate', { productId: 'p1' });
    expect(invalidated(dispatch)).toEqual([
      [
        { type: 'Product', id: 'p1' },
        { type: 'Reviews', id: 'p1' },
      ],
    ]);
  });

  it('orderStatusUpdate invalidates the order views', async () => {
    const { socket, dispatch } = await connected();
    socket.serverEmit('orderStatusUpdate', {
      orderId: 'o1',
      delivery_status: 'preparing',
      payment_status: 'unpaid',
    });
    expect(invalidated(dispatch)).toEqual([['Orders']]);
  });

  it('currencyUpdate rewrites the cached rates, so prices re-render without a refetch', async () => {
    const { store, socket } = await connected(null);
    store.dispatch(
      currencyIqdApi.util.upsertQueryEntries([
        { endpointName: 'getCurrencyIqd', arg: undefined, value: '1310.0000' },
      ]),
    );
    store.dispatch(
      homePageDataApi.util.upsertQueryEntries([
        { endpointName: 'getHomePageData', arg: undefined, value: sampleHomePage },
      ]),
    );
    socket.serverEmit('currencyUpdate', { currencyIQD: '1500.0000' });
    const state = store.getState();
    expect(currencyIqdApi.endpoints.getCurrencyIqd.select(undefined)(state).data).toBe('1500.0000');
    expect(
      homePageDataApi.endpoints.getHomePageData.select(undefined)(state).data?.currencyIQD,
    ).toBe('1500.0000');
  });

  it('appends a message from the open seller; announces one from another seller', async () => {
    const { store, socket, notify } = await connected();
    const arg = { userId: 'c1', sellerId: SELLER };
    store.dispatch(
      conversationApi.util.upsertQueryEntries([
        {
          endpointName: 'getConversation',
          arg,
          value: { messages: [], currentFd: null, MyFriends: [] },
        },
      ]),
    );
    store.dispatch(conversationOpened(SELLER));

    socket.serverEmit('seller_message', message('m1', SELLER));
    socket.serverEmit('seller_message', message('m1', SELLER)); // delivered twice, kept once
    const messages = () =>
      conversationApi.endpoints.getConversation.select(arg)(store.getState()).data?.messages ?? [];
    expect(messages().map((item) => item._id)).toEqual(['m1']);
    expect(notify).not.toHaveBeenCalled();

    socket.serverEmit('seller_message', message('m2', OTHER_SELLER));
    expect(messages().map((item) => item._id)).toEqual(['m1']);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ senderName: 'Basra Print' }));
  });

  it('announces every message when no conversation is open', async () => {
    const { socket, notify } = await connected();
    socket.serverEmit('seller_message', message('m1', SELLER));
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('activeSeller replaces the online sellers', async () => {
    const { store, socket } = await connected();
    socket.serverEmit('activeSeller', [{ sellerId: SELLER, name: 'Hawler Print House' }]);
    expect(store.getState().chat.activeSellers).toEqual([
      { sellerId: SELLER, name: 'Hawler Print House' },
    ]);
  });

  it('reads the rate and the order views again after a reconnect (events may have been missed)', async () => {
    const { socket, dispatch } = await connected();
    socket.connectNow();
    expect(invalidated(dispatch)).toEqual([['Rate', 'Orders']]);
  });

  it('drops the old socket when it reconnects with a new token', async () => {
    const { socket, connection } = await connected(null);
    await connection.start('new-token');
    expect(socket.connected).toBe(false);
  });
});
