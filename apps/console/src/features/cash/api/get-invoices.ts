import type { CourierInvoice } from '@chapkhana/shared/cash';
import { api, cleanParams } from '@/lib/api-client';
import type { CashSide } from './side';

/** GET /api/{seller,admin}/cash/invoices: the couriers' invoices beside our parcels in them. */
export const getInvoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourierInvoices: build.query<CourierInvoice[], { side: CashSide; sellerId?: string }>({
      query: ({ side, ...params }) => ({
        url: `/${side}/cash/invoices`,
        params: cleanParams(params),
      }),
      transformResponse: (response: { items: CourierInvoice[] }) => response.items,
      providesTags: ['Cash'],
    }),
  }),
});

export const { useGetCourierInvoicesQuery } = getInvoicesApi;
