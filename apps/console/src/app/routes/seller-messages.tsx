import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { Outbox } from '@/features/messages/components/outbox';

/** /console/seller/messages: the seller's own WhatsApp and SMS messages. */
export function SellerMessagesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('messages.title')}</PageTitle>
      <Outbox side="seller" />
    </>
  );
}
