import type { CourierCity } from '@chapkhana/shared/courier-accounts';
import type { GovernorateCode } from '@chapkhana/shared/governorates';
import type { WaseetBrand } from '@chapkhana/shared/parcels';
import { api } from '@/lib/api-client';

/** GET /api/admin/courier-cities and PATCH …/:brand/:cityId: which governorate a courier city is. */
export const courierCitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourierCities: build.query<{ cities: CourierCity[] }, { brand: WaseetBrand }>({
      query: ({ brand }) => ({ url: '/admin/courier-cities', params: { brand } }),
      providesTags: ['Courier'],
    }),
    setCourierCity: build.mutation<
      { city: CourierCity },
      { brand: WaseetBrand; cityId: string; governorate: GovernorateCode | null }
    >({
      query: ({ brand, cityId, governorate }) => ({
        url: `/admin/courier-cities/${brand}/${encodeURIComponent(cityId)}`,
        method: 'PATCH',
        body: { governorate },
      }),
      // The row changes in place: the list is not read again under the admin's eyes.
      async onQueryStarted({ brand }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          courierCitiesApi.util.updateQueryData('getCourierCities', { brand }, (draft) => {
            const index = draft.cities.findIndex(
              (city) => city.courierCityId === data.city.courierCityId,
            );
            if (index >= 0) draft.cities[index] = data.city;
          }),
        );
      },
    }),
  }),
});

export const { useGetCourierCitiesQuery, useSetCourierCityMutation } = courierCitiesApi;
