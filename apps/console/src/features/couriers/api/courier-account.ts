import type {
  ConnectCourierInput,
  CourierAccountResponse,
} from '@chapkhana/shared/courier-accounts';
import type { CourierWebhook, CourierWebhookSecret } from '@chapkhana/shared/parcels';
import { api } from '@/lib/api-client';

/** Whose courier account: the signed-in seller's, or (for the admin) a seller's by id. */
export type CourierAccountOf = { side: 'seller' } | { side: 'admin'; sellerId: string };

const base = (of: CourierAccountOf) =>
  of.side === 'seller'
    ? '/seller/courier-account'
    : `/admin/sellers/${encodeURIComponent(of.sellerId)}/courier-account`;

/**
 * The courier account routes (GET/PUT/DELETE …/courier-account, PUT …/password and
 * …/package-size) and the seller's webhook address and secret.
 */
export const courierAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourierAccount: build.query<CourierAccountResponse, CourierAccountOf>({
      query: (of) => base(of),
      providesTags: ['Courier'],
    }),
    connectCourier: build.mutation<
      CourierAccountResponse,
      { of: CourierAccountOf; body: ConnectCourierInput }
    >({
      query: ({ of, body }) => ({ url: base(of), method: 'PUT', body }),
      invalidatesTags: ['Courier'],
    }),
    changeCourierPassword: build.mutation<
      CourierAccountResponse,
      { of: CourierAccountOf; password: string }
    >({
      query: ({ of, password }) => ({
        url: `${base(of)}/password`,
        method: 'PUT',
        body: { password },
      }),
      invalidatesTags: ['Courier'],
    }),
    chooseCourierPackageSize: build.mutation<
      CourierAccountResponse,
      { of: CourierAccountOf; packageSizeId: string }
    >({
      query: ({ of, packageSizeId }) => ({
        url: `${base(of)}/package-size`,
        method: 'PUT',
        body: { packageSizeId },
      }),
      invalidatesTags: ['Courier'],
    }),
    disconnectCourier: build.mutation<CourierAccountResponse, CourierAccountOf>({
      query: (of) => ({ url: base(of), method: 'DELETE' }),
      invalidatesTags: ['Courier'],
    }),
    getCourierWebhook: build.query<CourierWebhook, undefined>({
      query: () => '/seller/courier-webhook',
      providesTags: ['Courier'],
    }),
    newCourierWebhookSecret: build.mutation<CourierWebhookSecret, undefined>({
      query: () => ({ url: '/seller/courier-webhook/secret', method: 'POST' }),
    }),
  }),
});

export const {
  useGetCourierAccountQuery,
  useConnectCourierMutation,
  useChangeCourierPasswordMutation,
  useChooseCourierPackageSizeMutation,
  useDisconnectCourierMutation,
  useGetCourierWebhookQuery,
  useNewCourierWebhookSecretMutation,
} = courierAccountApi;
