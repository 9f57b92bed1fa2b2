import type { z } from 'zod';
import type { chatMessageResponseSchema } from '@chapkhana/shared/chat';
import { api } from '@/lib/api-client';

/** POST /api/seller/chat/send-message-to-customer. */
export const sendToCustomerApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendToCustomer: build.mutation<
      z.infer<typeof chatMessageResponseSchema>,
      { customerId: string; text: string }
    >({
      query: (body) => ({ url: '/seller/chat/send-message-to-customer', method: 'POST', body }),
    }),
  }),
});

export const { useSendToCustomerMutation } = sendToCustomerApi;
