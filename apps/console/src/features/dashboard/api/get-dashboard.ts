import type { DashboardQuery, DashboardResponse } from '@chapkhana/shared/dashboard';
import { api, cleanParams } from '@/lib/api-client';
import type { DashboardSide } from './side';

/** GET /api/{seller,admin}/dashboard: the figures of the days asked and as things stand now. */
export const getDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardResponse, { side: DashboardSide } & DashboardQuery>({
      query: ({ side, ...params }) => ({ url: `/${side}/dashboard`, params: cleanParams(params) }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = getDashboardApi;

/** The same figures as a CSV download (a plain link: the console's sign-in cookie goes with it). */
export function dashboardCsvHref(
  side: DashboardSide,
  query: DashboardQuery & { lng: string },
): string {
  const params = new URLSearchParams(
    Object.entries(cleanParams(query)).map(([key, value]) => [key, String(value)]),
  );
  return `/api/${side}/dashboard/csv?${params.toString()}`;
}
