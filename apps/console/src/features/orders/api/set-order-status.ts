import type { ConsoleOrder } from '@chapkhana/shared/orders';
import type { DeliveryStatus } from '@chapkhana/shared/orders';
import { api } from '@/lib/api-client';

export const setOrderStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    setAdminOrderStatus: build.mutation<
      { order: ConsoleOrder },
      { id: string; delivery_status: DeliveryStatus; reason?: string }
    >({
      query: ({ id, ...body }) => ({
        url: `/admin/orders/${id}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['Orders', 'Customers'],
    }),
  }),
});

export const { useSetAdminOrderStatusMutation } = setOrderStatusApi;
