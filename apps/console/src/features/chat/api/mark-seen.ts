import type { z } from 'zod';
import type { markSeenResponseSchema } from '@chapkhana/shared/chat';
import { api } from '@/lib/api-client';

/** POST /api/seller/chat/seen/{customerId}: what arrived in the open conversation was read. */
export const markSeenApi = api.injectEndpoints({
  endpoints: (build) => ({
    markSeen: build.mutation<z.infer<typeof markSeenResponseSchema>, string>({
      query: (customerId) => ({ url: `/seller/chat/seen/${customerId}`, method: 'POST' }),
      invalidatesTags: ['Chat'],
    }),
  }),
});

export const { useMarkSeenMutation } = markSeenApi;
