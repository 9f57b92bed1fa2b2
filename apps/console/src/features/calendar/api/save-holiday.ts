import type { HolidayInput, HolidayView } from '@chapkhana/shared/working-days';
import { api } from '@/lib/api-client';

export interface HolidayChange {
  holiday: HolidayView | null;
  /** How many running jobs the change re-dated. */
  redatedJobs: number;
}

/** POST /api/admin/holidays (no id) or PUT /api/admin/holidays/:id: running jobs are re-dated. */
export const saveHolidayApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveHoliday: build.mutation<HolidayChange, { id?: string | undefined; values: HolidayInput }>({
      query: ({ id, values }) =>
        id
          ? { url: `/admin/holidays/${id}`, method: 'PUT', body: values }
          : { url: '/admin/holidays', method: 'POST', body: values },
      invalidatesTags: ['Calendar', 'PrintJobs'],
    }),
  }),
});

export const { useSaveHolidayMutation } = saveHolidayApi;
