import { useState } from 'react';
import toast from 'react-hot-toast';
import type { CourierCity } from '@chapkhana/shared/courier-accounts';
import { GOVERNORATES, type GovernorateCode } from '@chapkhana/shared/governorates';
import { WASEET_BRANDS, type WaseetBrand } from '@chapkhana/shared/parcels';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { DataTable } from '@/components/ui/data-table';
import { Field, inputClass } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import {
  useGetCourierCitiesQuery,
  useSetCourierCityMutation,
} from '@/features/couriers/api/courier-cities';
import { toastFailure } from '@/lib/api-failure';

type Show = 'all' | 'unmatched' | 'admin';

/**
 * The courier cities of one brand and the governorate each stands for: matched by name when a
 * seller connects, corrected here by the admin (a correction survives the next reload of the
 * courier's list). Filtered by name and by what is left to check.
 */
export function CourierCities() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [brand, setBrand] = useState<WaseetBrand>('alwaseet');
  const [search, setSearch] = useState('');
  const [show, setShow] = useState<Show>('all');
  const { data, isLoading, isError, error, refetch } = useGetCourierCitiesQuery({ brand });
  const [setCity, { isLoading: saving }] = useSetCourierCityMutation();
  const governorateName = (code: GovernorateCode) =>
    GOVERNORATES.find((g) => g.code === code)?.[language] ?? code;
  const cities = data?.cities ?? [];
  const needle = search.trim().toLocaleLowerCase();
  const shown = cities.filter(
    (city) =>
      (show === 'all' ||
        (show === 'unmatched' && city.governorate === null) ||
        (show === 'admin' && city.setByAdmin)) &&
      (!needle ||
        city.name.toLocaleLowerCase().includes(needle) ||
        (city.governorate !== null &&
          governorateName(city.governorate).toLocaleLowerCase().includes(needle))),
  );
  const unmatched = cities.filter((city) => city.governorate === null).length;

  const change = (city: CourierCity, value: string) =>
    setCity({ brand, cityId: city.courierCityId, governorate: (value || null) as GovernorateCode })
      .unwrap()
      .then(() => toast.success(t('couriers.citySaved', { city: city.name })))
      .catch(toastFailure);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field id="cities-brand" label={t('couriers.brand')}>
          <select
            id="cities-brand"
            className={inputClass}
            value={brand}
            onChange={(event) => setBrand(event.target.value as WaseetBrand)}
          >
            {WASEET_BRANDS.map((each) => (
              <option key={each} value={each}>
                {t(`parcels.carrier.${each}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="cities-search" label={t('couriers.findCity')}>
          <input
            id="cities-search"
            type="search"
            className={inputClass}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Field id="cities-show" label={t('couriers.showCities')}>
          <select
            id="cities-show"
            className={inputClass}
            value={show}
            onChange={(event) => setShow(event.target.value as Show)}
          >
            <option value="all">{t('couriers.showAll')}</option>
            <option value="unmatched">{t('couriers.showUnmatched')}</option>
            <option value="admin">{t('couriers.showSetByAdmin')}</option>
          </select>
        </Field>
      </div>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
      />
      {data ? (
        <p className="text-sm text-slate-600" data-testid="cities-count">
          {cities.length === 0
            ? t('couriers.noCities', { brand: t(`parcels.carrier.${brand}`) })
            : unmatched === 0
              ? t('couriers.citiesAllMatched', { total: cities.length })
              : t('couriers.citiesUnmatched', { count: unmatched, total: cities.length })}
        </p>
      ) : null}
      {data && cities.length > 0 && shown.length === 0 ? (
        <p className="text-sm text-slate-600">{t('couriers.noCityShown')}</p>
      ) : null}
      {shown.length > 0 ? (
        <DataTable
          rows={shown}
          rowKey={(city) => city.courierCityId}
          rowTestId={(city) => `city-${city.courierCityId}`}
          columns={[
            {
              header: t('couriers.courierCity'),
              cell: (city) => (
                <>
                  <bdi className="font-medium">{city.name}</bdi>
                  <span className="block text-xs text-slate-500">
                    {t('couriers.cityId')} <bdi dir="ltr">{city.courierCityId}</bdi>
                  </span>
                </>
              ),
            },
            {
              header: t('couriers.governorate'),
              cell: (city) => (
                <select
                  aria-label={t('couriers.governorateOf', { city: city.name })}
                  className={inputClass}
                  value={city.governorate ?? ''}
                  disabled={saving}
                  onChange={(event) => void change(city, event.target.value)}
                >
                  <option value="">{t('couriers.noGovernorate')}</option>
                  {GOVERNORATES.map((governorate) => (
                    <option key={governorate.code} value={governorate.code}>
                      {governorate[language]}
                    </option>
                  ))}
                </select>
              ),
            },
            {
              header: t('couriers.matchedBy'),
              cell: (city) =>
                city.setByAdmin
                  ? t('couriers.setByAdmin')
                  : city.governorate
                    ? t('couriers.matchedByName')
                    : t('couriers.notMatched'),
            },
          ]}
        />
      ) : null}
    </div>
  );
}
