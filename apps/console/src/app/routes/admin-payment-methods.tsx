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

/** Where a method stands: offered, switched off, or not set up on this server. */
function StateBadge({ method }: { method: AdminPaymentMethod }) {
  const { t } = useTranslation();
  const [key, tone] = !method.configured
    ? (['paymentMethods.notSetUp', 'bg-slate-100 text-slate-700'] as const)
    : method.enabled
      ? (['paymentMethods.offered', 'bg-green-100 text-green-800'] as const)
      : (['paymentMethods.switchedOff', 'bg-amber-100 text-amber-900'] as const);
  return (
    <span className="flex flex-wrap justify-end gap-1 md:justify-start">
      <span className={`rounded px-2 py-0.5 text-xs font-medium ${tone}`}>{t(key)}</span>
      {method.simulation ? (
        <span className="rounded bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
          {t('paymentMethods.simulation')}
        </span>
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
          { header: t('paymentMethods.state'), cell: (method) => <StateBadge method={method} /> },
          {
            header: t('paymentMethods.changed'),
            cell: (method) =>
              method.updatedAt ? (
                <span>
                  {method.updatedBy?.name ?? t('paymentMethods.someone')}{' '}
                  <bdi dir="ltr">{formatIraqTime(method.updatedAt)}</bdi>
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
