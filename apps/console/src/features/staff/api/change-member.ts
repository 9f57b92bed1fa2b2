import type { ShopMemberResponse, SetShopMemberRoleBody } from '@chapkhana/shared/staff';
import { api } from '@/lib/api-client';

/** A member's new role, or its removal: either signs the member out everywhere. */
export const changeMemberApi = api.injectEndpoints({
  endpoints: (build) => ({
    setMemberRole: build.mutation<ShopMemberResponse, { id: string } & SetShopMemberRoleBody>({
      query: ({ id, ...body }) => ({ url: `/seller/staff/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['ShopStaff'],
    }),
    removeMember: build.mutation<null, { id: string }>({
      query: ({ id }) => ({ url: `/seller/staff/${id}`, method: 'DELETE' }),
      invalidatesTags: ['ShopStaff'],
    }),
  }),
});

export const { useSetMemberRoleMutation, useRemoveMemberMutation } = changeMemberApi;
