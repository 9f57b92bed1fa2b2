import { skipToken } from '@reduxjs/toolkit/query';
import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useGetCustomerProfileQuery } from '@/features/accounts/api/get-customer-profile';
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
      <div role="alert" className="flex flex-wrap items-center gap-3 py-3 text-slate-700">
        <span>{t('orders.loadError')}</span>
        <button
          type="button"
          onClick={() => void dashboard.refetch()}
          className={buttonStyles.link}
        >
          {t('common.retry')}
        </button>
      </div>
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
