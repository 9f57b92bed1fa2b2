import type { InviteShopMemberBody, InviteShopMemberResponse } from '@chapkhana/shared/staff';
import { api } from '@/lib/api-client';

export const inviteMemberApi = api.injectEndpoints({
  endpoints: (build) => ({
    inviteMember: build.mutation<InviteShopMemberResponse, InviteShopMemberBody>({
      query: (body) => ({ url: '/seller/staff', method: 'POST', body }),
      invalidatesTags: ['ShopStaff'],
    }),
  }),
});

export const { useInviteMemberMutation } = inviteMemberApi;
