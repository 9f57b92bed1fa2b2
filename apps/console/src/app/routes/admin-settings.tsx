import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { formatIraqTime } from '@chapkhana/shared/dates';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useGetSettingsQuery } from '@/features/settings/api/get-settings';
import { SettingsForm } from '@/features/settings/components/settings-form';

/** /console/admin/settings: the shop's own contacts, social links and pages. */
export function SettingsRoute() {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useGetSettingsQuery(undefined);
  return (
    <>
      <PageTitle>{t('settings.title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('settings.intro')}</p>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
      />
      {data ? (
        <>
          {data.updatedBy && data.updatedAt ? (
            <p className="mb-4 text-sm text-slate-600" data-testid="settings-updated">
              {t('settings.updated', { name: data.updatedBy.name })}{' '}
              <bdi dir="ltr">{formatIraqTime(data.updatedAt)}</bdi>
            </p>
          ) : null}
          <SettingsForm key={data.updatedAt ?? 'new'} settings={data} />
        </>
      ) : null}
    </>
  );
}
