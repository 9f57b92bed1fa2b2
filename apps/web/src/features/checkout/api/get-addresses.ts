import type { Address } from '@chapkhana/shared/addresses';
import { api } from '@/lib/api-client';

/** GET /api/home/get-address/{userId}: the customer's saved addresses, newest first. */
export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], string>({
      query: (customerId) => `/home/get-address/${encodeURIComponent(customerId)}`,
      transformResponse: (response: { addresses: Address[] }) => response.addresses,
      providesTags: ['Addresses'],
    }),
  }),
});

export const { useGetAddressesQuery } = addressesApi;
