import { Link, useParams } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { CourierSettings } from '@/features/couriers/components/courier-settings';

/** /console/admin/sellers/:id/courier: a seller's courier account, seen and managed by the admin. */
export function AdminSellerCourierRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <>
      <Link to={paths.admin.sellers} className="text-sm text-brand-700 underline">
        {t('couriers.backToSellers')}
      </Link>
      <PageTitle>{t('couriers.title')}</PageTitle>
      <CourierSettings of={{ side: 'admin', sellerId: id }} />
    </>
  );
}
