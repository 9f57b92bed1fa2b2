import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ChatFriend } from '@chapkhana/shared/chat';
import { formatIraqTime } from '@chapkhana/shared/dates';
import { useGetChatCustomersQuery } from '@/features/chat/api/get-chat-customers';
import { LoadFailed } from '@/features/chat/components/load-failed';

/** The customers who wrote to the seller, newest message first, each with its unread count. */
export function CustomerList({
  current,
  onOpen,
}: {
  current: string | null;
  onOpen: (customerId: string) => void;
}) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetChatCustomersQuery(undefined);
  let body;
  if (isLoading) {
    body = <p className="p-3 text-sm text-slate-600">{t('common.loading')}</p>;
  } else if (isError || !data) {
    body = <LoadFailed onRetry={() => void refetch()} />;
  } else if (data.customers.length === 0) {
    body = (
      <p className="p-3 text-sm text-slate-600" data-testid="chat-empty">
        {t('chat.noCustomers')}
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-1" data-testid="chat-customers">
        {data.customers.map((customer) => (
          <li key={customer.fdId}>
            <CustomerRow
              customer={customer}
              active={current === customer.fdId}
              onOpen={() => onOpen(customer.fdId)}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <nav
      aria-label={t('chat.customers')}
      className="rounded-lg bg-white p-2 shadow-sm ring-1 ring-slate-200"
    >
      {body}
    </nav>
  );
}

function CustomerRow({
  customer,
  active,
  onOpen,
}: {
  customer: ChatFriend;
  active: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={active ? 'true' : undefined}
      data-testid="chat-customer"
      className={`flex w-full items-start gap-2 rounded-md px-3 py-2 text-start text-sm ${
        active ? 'bg-brand-50' : 'hover:bg-slate-100'
      }`}
    >
      {/* The name in its own direction, its time beneath it on the same side. */}
      <span className="min-w-0 flex-1" dir="auto">
        <span
          className={`block break-words ${customer.unseen > 0 ? 'font-bold' : 'font-medium'}`}
          data-testid="chat-customer-name"
        >
          {customer.name}
        </span>
        <span className="block text-xs text-slate-500">
          <bdi dir="ltr">{formatIraqTime(customer.lastMessageAt)}</bdi>
        </span>
      </span>
      {customer.unseen > 0 ? (
        <span
          className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
          data-testid="chat-unseen"
          aria-label={t('chat.unseen', { count: customer.unseen })}
        >
          <bdi>{customer.unseen}</bdi>
        </span>
      ) : null}
    </button>
  );
}

/** The total of unread customer messages, for the sidebar (read again every half minute). */
export function ChatUnreadBadge() {
  const { t } = useTranslation();
  const { data } = useGetChatCustomersQuery(undefined, { pollingInterval: 30_000 });
  const total = data?.customers.reduce((sum, customer) => sum + customer.unseen, 0) ?? 0;
  if (total === 0) return null;
  return (
    <span
      className="ms-auto rounded-full bg-white px-2 py-0.5 text-xs font-bold text-brand-900"
      data-testid="chat-unread-total"
      aria-label={t('chat.unseen', { count: total })}
    >
      <bdi>{total}</bdi>
    </span>
  );
}
