import type {
  EmailChangeBody,
  EmailChangeConfirmResponse,
  MessageResponse,
} from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';
import { customerProfileApi } from '@/features/accounts/api/get-customer-profile';

/**
 * POST /api/customer/email mails a link that makes a new address the signed-in customer's email
 * (issue 37); POST /api/customer/email/confirm opens it. The confirmation is a query keyed by the
 * token, so the page confirms once however often it mounts (a second call would be refused as
 * used); its answer puts the new email in the cached profile.
 */
export const emailChangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestEmailChange: build.mutation<MessageResponse, EmailChangeBody>({
      query: (body) => ({ url: '/customer/email', method: 'POST', body }),
    }),
    confirmEmailChange: build.query<
      EmailChangeConfirmResponse,
      { token: string; customerId: string }
    >({
      query: ({ token }) => ({ url: '/customer/email/confirm', method: 'POST', body: { token } }),
      keepUnusedDataFor: 24 * 60 * 60,
      async onQueryStarted({ customerId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          customerProfileApi.util.updateQueryData('getCustomerProfile', customerId, (profile) => {
            profile.email = data.email;
          }),
        );
      },
    }),
  }),
});

export const { useRequestEmailChangeMutation, useConfirmEmailChangeQuery } = emailChangeApi;
