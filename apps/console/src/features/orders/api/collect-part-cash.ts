import type { SellerOrder } from '@chapkhana/shared/orders';
import { api } from '@/lib/api-client';

/** The seller confirms the cash its courier handed over for its own parcel (issue 36). */
export const collectPartCashApi = api.injectEndpoints({
  endpoints: (build) => ({
    collectPartCash: build.mutation<{ order: SellerOrder }, { id: string; amount: string }>({
      query: ({ id, amount }) => ({
        url: `/seller/orders/${id}/cash-collected`,
        method: 'POST',
        body: { amount },
      }),
      invalidatesTags: ['SellerOrders'],
    }),
  }),
});

export const { useCollectPartCashMutation } = collectPartCashApi;
