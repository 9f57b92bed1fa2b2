import type { SellerDelivery } from '@chapkhana/shared/delivery';
import { api } from '@/lib/api-client';

/** Whose delivery: the signed-in seller's own, or (for the admin) a seller's by id. */
export type SellerDeliveryOf = { side: 'seller' } | { side: 'admin'; sellerId: string };

/** GET/PUT /api/seller/delivery, or /api/admin/sellers/:id/delivery for the admin. */
export const sellerDeliveryUrl = (of: SellerDeliveryOf) =>
  of.side === 'seller'
    ? '/seller/delivery'
    : `/admin/sellers/${encodeURIComponent(of.sellerId)}/delivery`;

/** A seller's fees (its own, or the admin's table) and pickup. */
export const getSellerDeliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerDelivery: build.query<SellerDelivery, SellerDeliveryOf>({
      query: (of) => sellerDeliveryUrl(of),
      providesTags: ['Delivery'],
    }),
  }),
});

export const { useGetSellerDeliveryQuery } = getSellerDeliveryApi;
