import type { z } from 'zod';
import type { sellerCustomersResponseSchema } from '@chapkhana/shared/chat';
import { api } from '@/lib/api-client';

/** GET /api/seller/chat/customers: who has written to this seller. */
export const getChatCustomersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChatCustomers: build.query<z.infer<typeof sellerCustomersResponseSchema>, undefined>({
      query: () => '/seller/chat/customers',
      providesTags: ['Chat'],
    }),
  }),
});

export const { useGetChatCustomersQuery } = getChatCustomersApi;
