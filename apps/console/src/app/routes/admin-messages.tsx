import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { Outbox } from '@/features/messages/components/outbox';

/** /console/admin/messages: every WhatsApp and SMS message the shop sent. */
export function AdminMessagesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('messages.title')}</PageTitle>
      <Outbox side="admin" />
    </>
  );
}
