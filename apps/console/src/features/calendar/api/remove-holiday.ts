import { api } from '@/lib/api-client';
import type { HolidayChange } from './save-holiday';

/** DELETE /api/admin/holidays/:id: running jobs are re-dated. */
export const removeHolidayApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeHoliday: build.mutation<HolidayChange, string>({
      query: (id) => ({ url: `/admin/holidays/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Calendar', 'PrintJobs'],
    }),
  }),
});

export const { useRemoveHolidayMutation } = removeHolidayApi;
