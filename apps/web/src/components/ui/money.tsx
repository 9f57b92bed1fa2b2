import { useTranslation } from '@chapkhana/web-kit/use-translation';

/**
 * An IQD amount already formatted ("16,500" or "14,031.00") with the currency word of the
 * reading language, isolated so a minus sign or digits never reorder in right-to-left text.
 */
export function Money({ amount, testId }: { amount: string; testId?: string }) {
  const { t } = useTranslation();
  return <bdi data-testid={testId}>{t('catalogue.price', { amount })}</bdi>;
}
