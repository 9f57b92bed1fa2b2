import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { formatIraqTime } from '@chapkhana/shared/dates';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import { secondaryButtonClass } from '@/components/ui/field';
import { PageTitle } from '@/components/ui/page-title';
import { useGetSettingsQuery } from '@/features/settings/api/get-settings';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { failureText } from '@/lib/api-failure';

/** /console/admin/settings: the shop's own contacts, social links and pages. */
export function SettingsRoute() {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useGetSettingsQuery(undefined);
  return (
    <>
      <PageTitle>{t('settings.title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('settings.intro')}</p>
      {isLoading ? <FullPageSpinner label={t('common.loading')} /> : null}
      {isError ? (
        <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-red-800">
          <p>{failureText(error)}</p>
          <button type="button" className={secondaryButtonClass} onClick={() => void refetch()}>
            {t('settings.retry')}
          </button>
        </div>
      ) : null}
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
