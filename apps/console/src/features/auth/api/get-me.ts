import type { StaffMeResponse } from '@chapkhana/shared/staff';
import { api } from '@/lib/api-client';

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffMe: build.query<StaffMeResponse, undefined>({
      query: () => '/staff/me',
      providesTags: ['Staff'],
    }),
  }),
});

export const { useGetStaffMeQuery } = meApi;
