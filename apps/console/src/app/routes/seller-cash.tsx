import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { CashPage } from '@/features/cash/components/cash-page';

/** /console/seller/cash: cash reconciled — what the couriers carry, collected, settled and owe. */
export function SellerCashRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('cash.title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('cash.intro')}</p>
      <CashPage side="seller" />
    </>
  );
}
