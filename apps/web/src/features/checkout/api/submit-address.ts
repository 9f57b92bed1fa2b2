import type { MessageResponse } from '@chapkhana/shared/accounts';
import type { ShippingInfo } from '@chapkhana/shared/addresses';
import { api } from '@/lib/api-client';

/** POST /api/home/customer/submit-address: saves a delivery address (all fields required). */
export const submitAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitAddress: build.mutation<MessageResponse, ShippingInfo & { userId: string }>({
      query: (body) => ({ url: '/home/customer/submit-address', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Addresses'] : []),
    }),
  }),
});

export const { useSubmitAddressMutation } = submitAddressApi;
