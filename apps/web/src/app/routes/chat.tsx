import { MessagesSquare } from 'lucide-react';
import { friendName } from '@chapkhana/shared/chat-names';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router';
import type { AppDispatch, RootState } from '@/app/store';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { useGetConversationQuery } from '@/features/chat/api/get-conversation';
import { useSendMessageToSellerMutation } from '@/features/chat/api/send-message';
import { MessageInput } from '@/features/chat/components/message-input';
import { MessagePane } from '@/features/chat/components/message-pane';
import { SellerList } from '@/features/chat/components/seller-list';
import { conversationOpened } from '@/features/chat/store/chat-slice';
import { appendChatMessage } from '@/features/chat/utils/chat-cache';
import { useCustomer } from '@/lib/use-customer';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useShownText } from '@/lib/use-shown-text';
import { actionToast } from '@/lib/action-toast';
import { useOwnPageTitle } from '@/rendering';

const feedback = actionToast('send-chat-message');

/** /dashboard/chat and /dashboard/chat/{sellerId} (docs/storefront.md §2): sellers, the conversation, the box. */
export function ChatRoute() {
  const { t } = useTranslation();
  useOwnPageTitle(t('pages.chat.title'));
  const language = useLanguage();
  const shownText = useShownText();
  const dispatch = useDispatch<AppDispatch>();
  const { sellerId } = useParams();
  const customerId = useCustomer()?.id ?? '';
  const conversation = useGetConversationQuery(
    { userId: customerId, sellerId },
    { skip: !customerId, refetchOnMountOrArgChange: true },
  );
  const [sendMessage, { isLoading: isSending }] = useSendMessageToSellerMutation();
  const activeSellers = useSelector((state: RootState) => state.chat.activeSellers);
  const onlineIds = useMemo(
    () => new Set(activeSellers.map((seller) => seller.sellerId)),
    [activeSellers],
  );

  // Messages from the open seller are appended; others are announced (docs/storefront.md §8).
  useEffect(() => {
    dispatch(conversationOpened(sellerId ?? null));
    return () => {
      dispatch(conversationOpened(null));
    };
  }, [dispatch, sellerId]);

  const data = conversation.data;
  const current = sellerId && data?.currentFd?.fdId === sellerId ? data.currentFd : null;
  const sellers = useMemo(() => {
    const friends = data?.MyFriends ?? [];
    return current && !friends.some((friend) => friend.fdId === current.fdId)
      ? [current, ...friends]
      : friends;
  }, [data, current]);

  const send = async (text: string) => {
    if (!sellerId) return false;
    try {
      const message = await sendMessage({ userId: customerId, sellerId, text }).unwrap();
      dispatch(appendChatMessage(message));
      feedback.success(t('chat.sent'));
      return true;
    } catch (error) {
      void feedback.failure(error, shownText);
      return false;
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <PageTitle>{t('pages.chat.title')}</PageTitle>
      {conversation.isError && !data ? (
        <LoadError message={t('chat.loadError')} onRetry={() => void conversation.refetch()} />
      ) : (
        <div
          data-testid="chat"
          className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:h-[32rem] md:flex-row"
        >
          <aside
            aria-label={t('chat.sellers')}
            className="border-b border-slate-200 p-2 md:w-64 md:shrink-0 md:overflow-y-auto md:border-e md:border-b-0"
          >
            {data ? (
              <SellerList sellers={sellers} openSellerId={sellerId} onlineIds={onlineIds} />
            ) : (
              <div aria-hidden="true" className="h-12 animate-pulse rounded-md bg-slate-100" />
            )}
          </aside>
          <section
            aria-label={current ? friendName(current, language) : t('chat.messages')}
            className="flex min-h-[24rem] min-w-0 flex-1 flex-col md:min-h-0"
          >
            {current ? (
              <>
                <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
                  <span data-testid="chat-current" className="font-semibold text-slate-900">
                    <bdi>{friendName(current, language)}</bdi>
                  </span>
                  {onlineIds.has(current.fdId) ? (
                    <span className="text-xs text-green-700">{t('chat.online')}</span>
                  ) : null}
                </header>
                <MessagePane
                  messages={data?.messages ?? []}
                  customerId={customerId}
                  sellerName={friendName(current, language)}
                />
                <MessageInput onSend={send} isSending={isSending} />
              </>
            ) : (
              <div
                data-testid="chat-pick"
                className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-slate-500"
              >
                <MessagesSquare aria-hidden="true" className="size-10" />
                <p>{sellerId && conversation.isFetching ? t('common.loading') : t('chat.pick')}</p>
              </div>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
