import type { z } from 'zod';
import type { staffLoginBodySchema, staffLoginResponseSchema } from '@chapkhana/shared/staff';
import { api } from '@/lib/api-client';

export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffLogin: build.mutation<
      z.infer<typeof staffLoginResponseSchema>,
      z.input<typeof staffLoginBodySchema>
    >({
      query: (body) => ({ url: '/staff/login', method: 'POST', body }),
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const { useStaffLoginMutation } = loginApi;
