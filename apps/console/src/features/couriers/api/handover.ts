import type { HandoverBody, HandoverPreview, MoveParcelBody } from '@chapkhana/shared/handover';
import type { ConsoleParcel } from '@chapkhana/shared/parcels';
import { api } from '@/lib/api-client';
import { readStaffToken } from '@/lib/staff-token';

type ParcelAnswer = { parcel: ConsoleParcel };

/**
 * The seller's part leaving the print house: the hand-over preview and hand-over
 * (…/orders/:id/handover), delivering it ourselves (…/own-delivery) and its moves by hand.
 */
export const handoverApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHandoverPreview: build.query<HandoverPreview, string>({
      query: (partId) => `/seller/orders/${encodeURIComponent(partId)}/handover`,
      providesTags: ['Parcels', 'Courier'],
    }),
    handOver: build.mutation<ParcelAnswer, { partId: string; body: HandoverBody }>({
      query: ({ partId, body }) => ({
        url: `/seller/orders/${encodeURIComponent(partId)}/handover`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Parcels', 'SellerOrders'],
    }),
    deliverOurselves: build.mutation<ParcelAnswer, { partId: string; reason: string }>({
      query: ({ partId, reason }) => ({
        url: `/seller/orders/${encodeURIComponent(partId)}/own-delivery`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['Parcels', 'SellerOrders'],
    }),
    moveParcel: build.mutation<ParcelAnswer, { parcelId: string; body: MoveParcelBody }>({
      query: ({ parcelId, body }) => ({
        url: `/seller/parcels/${encodeURIComponent(parcelId)}/moves`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Parcels', 'SellerOrders'],
    }),
  }),
});

export const {
  useGetHandoverPreviewQuery,
  useHandOverMutation,
  useDeliverOurselvesMutation,
  useMoveParcelMutation,
} = handoverApi;

/**
 * Opens the parcel's courier label (GET /api/seller/parcels/:id/label, a PDF) in a new tab: read
 * with the staff token, since a plain link would not carry it. Rejects with the API's answer.
 */
export async function openLabel(parcelId: string): Promise<void> {
  const opened = window.open('', '_blank');
  const token = readStaffToken();
  const response = await fetch(`/api/seller/parcels/${encodeURIComponent(parcelId)}/label`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    opened?.close();
    const data: unknown = await response.json().catch(() => undefined);
    throw { status: response.status, data };
  }
  const url = URL.createObjectURL(await response.blob());
  if (opened) opened.location.href = url;
  else window.location.assign(url);
}
