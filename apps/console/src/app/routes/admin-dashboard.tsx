import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { SellerPicker } from '@/features/sellers/components/seller-picker';

/** /console/admin/dashboard: every print house's figures, or one chosen; the admin's first screen. */
export function AdminDashboardRoute() {
  const { t } = useTranslation();
  const [sellerId, setSellerId] = useState('');
  return (
    <>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      <DashboardPage
        side="admin"
        sellerId={sellerId}
        sellerFilter={
          <SellerPicker id="dashboard-seller" value={sellerId} onChange={setSellerId} />
        }
        orderPath={(job) => paths.admin.order(job.orderId)}
      />
    </>
  );
}
