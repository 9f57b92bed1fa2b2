import type { StaffTokenPayload } from '@chapkhana/shared/staff';
import { api } from '@/lib/api-client';

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffMe: build.query<{ staff: StaffTokenPayload }, undefined>({
      query: () => '/staff/me',
      providesTags: ['Staff'],
    }),
  }),
});

export const { useGetStaffMeQuery } = meApi;
