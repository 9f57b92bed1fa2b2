import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

export const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffLogout: build.mutation<MessageResponse, undefined>({
      query: () => '/staff/logout',
    }),
  }),
});

export const { useStaffLogoutMutation } = logoutApi;
