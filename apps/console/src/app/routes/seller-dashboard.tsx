import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

/** /console/seller/dashboard: the print house's figures, its first screen after signing in. */
export function SellerDashboardRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      <DashboardPage side="seller" orderPath={(job) => paths.seller.order(job.sellerOrderId)} />
    </>
  );
}
