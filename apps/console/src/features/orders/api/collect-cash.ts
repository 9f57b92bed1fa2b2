import type { ConsoleOrder } from '@chapkhana/shared/orders';
import { api } from '@/lib/api-client';

export const collectCashApi = api.injectEndpoints({
  endpoints: (build) => ({
    collectCash: build.mutation<{ order: ConsoleOrder }, string>({
      query: (id) => ({ url: `/admin/orders/${id}/cash-collected`, method: 'POST' }),
      invalidatesTags: ['Orders', 'Customers'],
    }),
  }),
});

export const { useCollectCashMutation } = collectCashApi;
