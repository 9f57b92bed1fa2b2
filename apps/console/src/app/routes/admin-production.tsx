import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { ProductionBoard } from '@/features/production/components/production-board';
import { useGetSellersQuery } from '@/features/sellers/api/get-sellers';
import { useLocalisedName } from '@/lib/use-localised';

/** The admin looks at any print house's board (every shop's together by default). */
export function AdminProductionRoute() {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  const [sellerId, setSellerId] = useState('');
  const { data } = useGetSellersQuery({ page: 1, perPage: 100 });
  return (
    <ProductionBoard
      area="admin"
      sellerId={sellerId || undefined}
      heading={
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{t('production.title')}</h1>
          <label className="flex items-center gap-2 text-sm">
            {t('production.printHouse')}
            <select
              data-testid="board-seller"
              className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
              value={sellerId}
              onChange={(event) => setSellerId(event.target.value)}
            >
              <option value="">{t('production.allPrintHouses')}</option>
              {data?.items.map((seller) => (
                <option key={seller._id} value={seller._id}>
                  {nameOf({
                    enName: seller.shopNameEn,
                    kuName: seller.shopNameKu,
                    arName: seller.shopNameAr,
                  })}
                </option>
              ))}
            </select>
          </label>
        </div>
      }
    />
  );
}
