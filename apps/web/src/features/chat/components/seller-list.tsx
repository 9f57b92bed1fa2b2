import type { ChatFriend } from '@chapkhana/shared/chat';
import { friendName } from '@chapkhana/shared/chat-names';
import { Store } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLanguage } from '@chapkhana/web-kit/use-language';

/** The customer's sellers with an online dot (docs/storefront.md §2); a row opens that conversation. */
export function SellerList({
  sellers,
  openSellerId,
  onlineIds,
}: {
  sellers: ChatFriend[];
  openSellerId: string | undefined;
  onlineIds: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (sellers.length === 0) {
    return (
      <p data-testid="chat-no-sellers" className="p-3 text-sm text-slate-600">
        {t('chat.noSellers')}
      </p>
    );
  }
  return (
    <ul className="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
      {sellers.map((seller) => {
        const online = onlineIds.has(seller.fdId);
        const open = seller.fdId === openSellerId;
        return (
          <li key={seller.fdId} className="shrink-0">
            <Link
              to={paths.chatWith(seller.fdId)}
              data-testid="chat-seller"
              data-seller-id={seller.fdId}
              aria-current={open ? 'page' : undefined}
              className={`flex items-center gap-3 rounded-md px-3 py-2 ${open ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              <span className="relative shrink-0">
                <span className="flex size-9 items-center justify-center rounded-full bg-slate-200 text-slate-600">
                  <Store aria-hidden="true" className="size-5" />
                </span>
                {online ? (
                  <span
                    data-testid="chat-online-dot"
                    className="absolute end-0 bottom-0 size-3 rounded-full bg-green-500 ring-2 ring-white"
                  />
                ) : null}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="truncate">
                  <bdi>{friendName(seller, language)}</bdi>
                </span>
                <span className="text-xs font-normal text-slate-500">
                  {online ? t('chat.online') : t('chat.offline')}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
