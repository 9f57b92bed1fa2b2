import type { Weekday } from '@chapkhana/shared/delivery';
import { api } from '@/lib/api-client';

/** GET and PUT /api/admin/working-week: the weekdays print houses work. */
export const workingWeekApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkingWeek: build.query<{ days: Weekday[] }, undefined>({
      query: () => '/admin/working-week',
      providesTags: ['Calendar'],
    }),
    updateWorkingWeek: build.mutation<{ days: Weekday[]; redatedJobs?: number }, Weekday[]>({
      query: (days) => ({ url: '/admin/working-week', method: 'PUT', body: { days } }),
      invalidatesTags: ['Calendar', 'PrintJobs'],
    }),
  }),
});

export const { useGetWorkingWeekQuery, useUpdateWorkingWeekMutation } = workingWeekApi;
