import type { CustomerProfile } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** GET /api/get-customer/{id}: the signed-in customer's own profile (discount included). */
export const customerProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerProfile: build.query<CustomerProfile, string>({
      query: (customerId) => `/get-customer/${encodeURIComponent(customerId)}`,
      transformResponse: (response: { customerProfile: CustomerProfile }) =>
        response.customerProfile,
    }),
  }),
});

export const { useGetCustomerProfileQuery } = customerProfileApi;
