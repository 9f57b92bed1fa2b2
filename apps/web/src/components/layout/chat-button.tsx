import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { whatsappLink } from '@chapkhana/shared/settings';

/**
 * Floating button that opens a WhatsApp chat with the shop (spec §1), on the number an admin
 * set (E.164); none is drawn while the shop has no number.
 */
export function ChatButton({ whatsapp }: { whatsapp: string }) {
  const { t } = useTranslation();
  if (!whatsapp) return null;
  return (
    <a
      href={whatsappLink(whatsapp)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="chat-button"
      aria-label={t('actions.chat')}
      title={t('actions.chat')}
      className="fixed end-4 bottom-20 z-30 flex size-14 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-lg hover:bg-[#0e7a40] md:bottom-6"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  );
}
