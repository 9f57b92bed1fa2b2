import type { DashboardData } from '@chapkhana/shared/orders';
import { api } from '@/lib/api-client';

/** GET /api/home/coustomer/get-dashboard-data/{userId}: order counts and the recent orders. */
export const dashboardDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardData: build.query<DashboardData, string>({
      query: (customerId) => `/home/coustomer/get-dashboard-data/${encodeURIComponent(customerId)}`,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetDashboardDataQuery } = dashboardDataApi;
