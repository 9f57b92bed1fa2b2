import { api } from '@/lib/api-client';

export const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffLogout: build.mutation<{ message: string }, undefined>({
      query: () => '/staff/logout',
    }),
  }),
});

export const { useStaffLogoutMutation } = logoutApi;
