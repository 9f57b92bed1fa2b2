import { skipToken } from '@reduxjs/toolkit/query';
import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useGetCustomerProfileQuery } from '@/features/accounts/api/get-customer-profile';
import { EmailChangeForm } from '@/features/accounts/components/email-change-form';
import { MessageChoices } from '@/features/accounts/components/message-choices';
import {
  ProfileSummary,
  ProfileSummarySkeleton,
} from '@/features/accounts/components/profile-summary';
import { useGetDashboardDataQuery } from '@/features/orders/api/get-dashboard-data';
import { DashboardCounters } from '@/features/orders/components/dashboard-counters';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { useCustomer } from '@/lib/use-customer';
import { useOwnPageTitle } from '@/rendering';

function Panel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The recent orders of the dashboard: a table, an empty state, or a retry. */
function RecentOrders({ customerId }: { customerId: string | null }) {
  const { t } = useTranslation();
  const dashboard = useGetDashboardDataQuery(customerId ?? skipToken);
  const orders = dashboard.data?.recentOrders;
  if (dashboard.isError && !dashboard.data) {
    return (
      <LoadError inline message={t('orders.loadError')} onRetry={() => void dashboard.refetch()} />
    );
  }
  if (!orders)
    return <div aria-hidden="true" className="h-24 animate-pulse rounded bg-slate-100" />;
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={Package}
        testId="recent-orders-empty"
        title={t('orders.emptyTitle')}
        body={t('orders.emptyBody')}
        action={
          <Link to={paths.home} className={`${buttonStyles.primary} mt-2`}>
            {t('cart.shopNow')}
          </Link>
        }
      />
    );
  }
  return <OrdersTable orders={orders} caption={t('orders.recentTitle')} />;
}

/** /dashboard (docs/storefront.md §2): a greeting, the order counters, the recent orders and the profile. */
export function DashboardHomeRoute() {
  const { t } = useTranslation();
  useOwnPageTitle(t('pages.dashboard.title'));
  const customer = useCustomer();
  const profile = useGetCustomerProfileQuery(customer?.id ?? skipToken);
  const name = profile.data?.name ?? customer?.name ?? '';
  const dashboard = useGetDashboardDataQuery(customer?.id ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });

  return (
    <div className="flex flex-col gap-6">
      <div data-testid="dashboard-welcome">
        <PageTitle>{t('account.dashboard.welcome', { name })}</PageTitle>
      </div>
      <DashboardCounters data={dashboard.data} />
      <Panel
        title={t('orders.recentTitle')}
        action={
          <Link to={paths.myOrders} data-testid="all-orders-link" className={buttonStyles.link}>
            {t('orders.seeAll')}
          </Link>
        }
      >
        <RecentOrders customerId={customer?.id ?? null} />
      </Panel>
      <Panel title={t('account.dashboard.profileTitle')}>
        {profile.data ? (
          <ProfileSummary profile={profile.data} />
        ) : profile.isError ? (
          <LoadError
            inline
            message={t('account.dashboard.profileError')}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <ProfileSummarySkeleton />
        )}
      </Panel>
      {profile.data ? (
        <Panel title={t('account.emailChange.title')}>
          <EmailChangeForm currentEmail={profile.data.email} />
        </Panel>
      ) : null}
      <Panel title={t('account.messageChoices.title')}>
        <MessageChoices />
      </Panel>
    </div>
  );
}
