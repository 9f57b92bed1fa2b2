import type { ConsoleCustomer } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

export const setDiscountApi = api.injectEndpoints({
  endpoints: (build) => ({
    setCustomerDiscount: build.mutation<
      { customer: ConsoleCustomer },
      { id: string; discountPercent: string }
    >({
      query: ({ id, discountPercent }) => ({
        url: `/admin/customers/${id}`,
        method: 'PATCH',
        body: { discountPercent },
      }),
      invalidatesTags: ['Customers'],
    }),
  }),
});

export const { useSetCustomerDiscountMutation } = setDiscountApi;
