import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { ProductionBoard } from '@/features/production/components/production-board';

export function SellerProductionRoute() {
  const { t } = useTranslation();
  return (
    <ProductionBoard
      area="seller"
      heading={<h1 className="text-2xl font-bold">{t('production.title')}</h1>}
    />
  );
}
