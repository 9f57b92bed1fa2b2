import type { CourierDays } from '@chapkhana/shared/working-days';
import { api } from '@/lib/api-client';

/** GET and PUT /api/admin/courier-days: the courier's working days from ready to door. */
export const courierDaysApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourierDays: build.query<CourierDays, undefined>({
      query: () => '/admin/courier-days',
      providesTags: ['Calendar'],
    }),
    updateCourierDays: build.mutation<CourierDays, CourierDays>({
      query: (body) => ({ url: '/admin/courier-days', method: 'PUT', body }),
      invalidatesTags: ['Calendar'],
    }),
  }),
});

export const { useGetCourierDaysQuery, useUpdateCourierDaysMutation } = courierDaysApi;
