import type { CashCourier } from '@chapkhana/shared/cash';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { LtrText } from '@/components/ui/ltr-text';

/** A courier account by its courier's name and its user name, or the print house's own driver. */
export function CourierName({
  courier,
}: {
  courier: Pick<CashCourier, 'carrier' | 'accountName' | 'simulation'>;
}) {
  const { t } = useTranslation();
  return (
    <span>
      {t(`parcels.carrier.${courier.carrier}`)}
      {courier.accountName ? (
        <>
          {' · '}
          <LtrText className="text-slate-600">{courier.accountName}</LtrText>
        </>
      ) : null}
      {courier.simulation ? (
        <span className="ms-1 rounded bg-amber-100 px-1 text-xs text-amber-900">
          {t('parcels.simulation')}
        </span>
      ) : null}
    </span>
  );
}
