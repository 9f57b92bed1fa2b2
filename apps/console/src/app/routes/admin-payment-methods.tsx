import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { formatIraqTime } from '@chapkhana/shared/dates';
import type { AdminPaymentMethod } from '@chapkhana/shared/payments';
import { ActionButton } from '@/components/ui/action-button';
import { DataTable } from '@/components/ui/data-table';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import {
  useGetPaymentMethodsQuery,
  useSwitchPaymentMethodMutation,
} from '@/features/payments/api/payment-methods';

const BADGE = 'rounded px-2 py-0.5 text-xs font-medium';

/** Where a method stands: offered, or why not (switched off, not set up here, or both). */
function StateBadges({ method }: { method: AdminPaymentMethod }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap justify-end gap-1 md:justify-start">
      {method.configured && method.enabled ? (
        <span className={`${BADGE} bg-green-100 text-green-800`}>
          {t('paymentMethods.offered')}
        </span>
      ) : null}
      {method.enabled ? null : (
        <span className={`${BADGE} bg-amber-100 text-amber-900`}>
          {t('paymentMethods.switchedOff')}
        </span>
      )}
      {method.configured ? null : (
        <span className={`${BADGE} bg-slate-100 text-slate-700`}>
          {t('paymentMethods.notSetUp')}
        </span>
      )}
      {method.simulation ? (
        <span className={`${BADGE} bg-sky-100 text-sky-900`}>{t('paymentMethods.simulation')}</span>
      ) : null}
    </span>
  );
}

/** /console/admin/payment-methods: every way to pay, and the admin's switch for each. */
export function PaymentMethodsRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isLoading, isError, error, refetch } = useGetPaymentMethodsQuery(undefined);
  const [switchMethod, switching] = useSwitchPaymentMethodMutation();
  return (
    <>
      <PageTitle>{t('paymentMethods.title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('paymentMethods.intro')}</p>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
      />
      <DataTable
        rows={data ?? []}
        rowKey={(method) => method.id}
        rowTestId={(method) => `payment-method-${method.id}`}
        columns={[
          {
            header: t('paymentMethods.method'),
            cell: (method) => (
              <span className="flex items-center gap-2">
                <img src={method.logo} alt="" className="size-8 shrink-0 rounded" />
                <span className="font-medium text-slate-900">{method.name[language]}</span>
              </span>
            ),
          },
          {
            header: t('paymentMethods.how'),
            cell: (method) => t(`paymentMethods.kinds.${method.kind}`),
          },
          { header: t('paymentMethods.state'), cell: (method) => <StateBadges method={method} /> },
          {
            header: t('paymentMethods.changed'),
            cell: (method) =>
              method.updatedAt ? (
                <span className="flex flex-col max-md:items-end">
                  <bdi>{method.updatedBy?.name ?? t('paymentMethods.someone')}</bdi>
                  <bdi dir="ltr" className="text-slate-600">
                    {formatIraqTime(method.updatedAt)}
                  </bdi>
                </span>
              ) : (
                <span className="text-slate-500">{t('paymentMethods.neverChanged')}</span>
              ),
          },
        ]}
        actions={(method) => (
          <ActionButton
            busy={switching.isLoading}
            testId={`payment-method-switch-${method.id}`}
            run={() => switchMethod({ method: method.id, enabled: !method.enabled }).unwrap()}
            done={() =>
              t(method.enabled ? 'paymentMethods.wasSwitchedOff' : 'paymentMethods.wasSwitchedOn', {
                name: method.name[language],
              })
            }
          >
            {method.enabled ? t('paymentMethods.switchOff') : t('paymentMethods.switchOn')}
          </ActionButton>
        )}
      />
    </>
  );
}
