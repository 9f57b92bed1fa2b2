import { MessageCircle } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { whatsappLink } from '@chapkhana/shared/shop-links';
import { SHORTCUT_ITEM } from '@/components/layout/shortcut-item';

/**
 * The button that opens a WhatsApp chat with the shop (docs/storefront.md §1), on the number an admin set
 * (E.164); none is drawn while the shop has no number. `floating` sits in the desktop's
 * floating-actions gutter, `shortcut` is an item of the phone's bottom bar: neither ever
 * covers the page (issue 18.7).
 */
export function ChatButton({
  whatsapp,
  variant,
}: {
  whatsapp: string;
  variant: 'floating' | 'shortcut';
}) {
  const { t } = useTranslation();
  if (!whatsapp) return null;
  const floating = variant === 'floating';
  return (
    <a
      href={whatsappLink(whatsapp)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={floating ? 'chat-button' : 'shortcut-chat'}
      aria-label={t('actions.chat')}
      title={t('actions.chat')}
      className={
        floating
          ? 'flex size-14 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-lg hover:bg-[#0e7a40]'
          : `${SHORTCUT_ITEM} text-[#0e7a40]`
      }
    >
      <MessageCircle aria-hidden="true" className={floating ? 'size-7' : 'size-6'} />
      {floating ? null : <span aria-hidden="true">{t('footer.shortcutChat')}</span>}
    </a>
  );
}
