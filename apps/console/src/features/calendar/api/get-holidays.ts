import type { HolidayView } from '@chapkhana/shared/working-days';
import { api } from '@/lib/api-client';

/** GET /api/admin/holidays: every public holiday, by day. */
export const getHolidaysApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHolidays: build.query<HolidayView[], undefined>({
      query: () => '/admin/holidays',
      transformResponse: (body: { holidays: HolidayView[] }) => body.holidays,
      providesTags: ['Calendar'],
    }),
  }),
});

export const { useGetHolidaysQuery } = getHolidaysApi;
