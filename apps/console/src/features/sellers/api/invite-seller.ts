import type { SellerInviteBody } from '@chapkhana/shared/staff';
import { api } from '@/lib/api-client';

export const inviteSellerApi = api.injectEndpoints({
  endpoints: (build) => ({
    inviteSeller: build.mutation<{ message: string }, { id: string } & SellerInviteBody>({
      query: ({ id, ...body }) => ({ url: `/admin/sellers/${id}/invite`, method: 'POST', body }),
    }),
  }),
});

export const { useInviteSellerMutation } = inviteSellerApi;
