import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { Conversation } from '@/features/chat/components/conversation';
import { CustomerList } from '@/features/chat/components/customer-list';
import { useSellerSocket } from '@/features/chat/hooks/use-seller-socket';

/**
 * The seller's messages: the customers, newest first, beside the open conversation. On a phone
 * one shows at a time (the open customer is in the address, so Back returns to the list).
 */
export function ChatRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = params.get('customer');
  const socket = useSellerSocket(current);
  return (
    <>
      <PageTitle>{t('chat.title')}</PageTitle>
      <div className="grid gap-4 md:grid-cols-[18rem_minmax(0,1fr)]">
        <div className={current ? 'hidden md:block' : ''}>
          <CustomerList current={current} onOpen={(id) => setParams({ customer: id })} />
        </div>
        {current ? (
          <Conversation
            key={current}
            customerId={current}
            socket={socket}
            onBack={() => setParams({})}
          />
        ) : (
          <p className="hidden p-6 text-slate-600 md:block">{t('chat.choose')}</p>
        )}
      </div>
    </>
  );
}
