import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { useGetChatCustomersQuery } from '@/features/chat/api/get-chat-customers';
import { Conversation } from '@/features/chat/components/conversation';
import { useSellerSocket } from '@/features/chat/hooks/use-seller-socket';

export function ChatRoute() {
  const { t } = useTranslation();
  const socket = useSellerSocket();
  const { data } = useGetChatCustomersQuery(undefined);
  const [current, setCurrent] = useState<string | null>(null);
  return (
    <>
      <PageTitle>{t('chat.title')}</PageTitle>
      <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
        <ul className="flex flex-col gap-1 rounded-lg bg-white p-2 shadow-sm ring-1 ring-slate-200">
          {data?.customers.length === 0 ? (
            <li className="p-2 text-sm text-slate-600">{t('chat.noCustomers')}</li>
          ) : null}
          {data?.customers.map((customer) => (
            <li key={customer.fdId}>
              <button
                type="button"
                onClick={() => setCurrent(customer.fdId)}
                className={`w-full rounded-md px-3 py-2 text-start text-sm ${
                  current === customer.fdId ? 'bg-brand-50 font-semibold' : 'hover:bg-slate-100'
                }`}
              >
                {customer.name}
              </button>
            </li>
          ))}
        </ul>
        {current ? (
          <Conversation key={current} customerId={current} socket={socket} />
        ) : (
          <p className="p-6 text-slate-600">{t('chat.choose')}</p>
        )}
      </div>
    </>
  );
}
