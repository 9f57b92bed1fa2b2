import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { CashPage } from '@/features/cash/components/cash-page';
import { SellerPicker } from '@/features/sellers/components/seller-picker';

/** /console/admin/cash: cash reconciled for every seller, or one chosen. */
export function AdminCashRoute() {
  const { t } = useTranslation();
  const [sellerId, setSellerId] = useState('');
  return (
    <>
      <PageTitle>{t('cash.title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('cash.intro')}</p>
      <CashPage
        side="admin"
        sellerId={sellerId}
        sellerFilter={<SellerPicker id="cash-seller" value={sellerId} onChange={setSellerId} />}
      />
    </>
  );
}
