import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** "Chat with the seller" on a product page; signed out it leads to /login and back here. */
export function ChatWithSellerLink({
  sellerId,
  signedIn,
}: {
  sellerId: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const chatPath = paths.chatWith(sellerId);
  return (
    <Link
      to={signedIn ? chatPath : paths.login}
      state={signedIn ? undefined : { from: { pathname: chatPath } }}
      data-testid="chat-with-seller"
      className="inline-flex items-center gap-2 self-start rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <MessagesSquare aria-hidden="true" className="size-5" />
      {t('chat.withSeller')}
    </Link>
  );
}
