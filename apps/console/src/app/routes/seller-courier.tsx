import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { CourierSettings } from '@/features/couriers/components/courier-settings';

/** /console/seller/courier: the seller's own courier account (Al-Waseet, Modon Express, AGG). */
export function SellerCourierRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('couriers.title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('couriers.intro')}</p>
      <CourierSettings of={{ side: 'seller' }} />
    </>
  );
}
