import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { groupIqd } from './money';

/** An amount in IQD, isolated so its digits keep their order inside right-to-left text. */
export function Iqd({ amount, testId }: { amount: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <bdi className="whitespace-nowrap" data-testid={testId}>
      {t('money.iqd', { amount: groupIqd(amount) })}
    </bdi>
  );
}
