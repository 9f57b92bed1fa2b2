import type { z } from 'zod';
import type { SetStaffPasswordBody, staffLoginResponseSchema } from '@chapkhana/shared/staff';
import { api } from '@/lib/api-client';

export const setPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    setStaffPassword: build.mutation<
      z.infer<typeof staffLoginResponseSchema>,
      SetStaffPasswordBody
    >({
      query: (body) => ({ url: '/staff/password', method: 'POST', body }),
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const { useSetStaffPasswordMutation } = setPasswordApi;
