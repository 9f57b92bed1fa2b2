import { MessagesSquare } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

/**
 * "Chat with the seller" on a product page. It always leads to the conversation: the page is
 * first shown as a guest's (server-rendered, before the token is read), and a click then must
 * not land on /login without the way back. A visitor who is really signed out is sent from the
 * conversation to /login and back by RequireCustomer.
 */
export function ChatWithSellerLink({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.chatWith(sellerId)}
      data-testid="chat-with-seller"
      className="inline-flex items-center gap-2 self-start rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <MessagesSquare aria-hidden="true" className="size-5" />
      {t('chat.withSeller')}
    </Link>
  );
}
