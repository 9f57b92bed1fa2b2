import { skipToken } from '@reduxjs/toolkit/query';
import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { useGetCustomerProfileQuery } from '@/features/accounts/api/get-customer-profile';
import {
  ProfileSummary,
  ProfileSummarySkeleton,
} from '@/features/accounts/components/profile-summary';
import { useCustomer } from '@/lib/use-customer';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** /dashboard: a greeting, the customer's details and (later) the order summary (spec §2). */
export function DashboardHomeRoute() {
  const { t } = useTranslation();
  const customer = useCustomer();
  const profile = useGetCustomerProfileQuery(customer?.id ?? skipToken);
  const name = profile.data?.name ?? customer?.name ?? '';

  return (
    <div className="flex flex-col gap-6">
      <div data-testid="dashboard-welcome">
        <PageTitle>{t('account.dashboard.welcome', { name })}</PageTitle>
      </div>
      <Panel title={t('account.dashboard.summaryTitle')}>
        <p
          data-testid="dashboard-summary-placeholder"
          className="flex items-center gap-3 text-slate-600"
        >
          <Package aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
          {t('account.dashboard.summaryPlaceholder')}
        </p>
      </Panel>
      <Panel title={t('account.dashboard.profileTitle')}>
        {profile.data ? (
          <ProfileSummary profile={profile.data} />
        ) : profile.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 py-3 text-slate-700">
            <span>{t('account.dashboard.profileError')}</span>
            <button
              type="button"
              onClick={() => void profile.refetch()}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <ProfileSummarySkeleton />
        )}
      </Panel>
    </div>
  );
}
