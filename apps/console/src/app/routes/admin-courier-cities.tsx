import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { CourierCities } from '@/features/couriers/components/courier-cities';

/** /console/admin/courier-cities: which governorate each courier city stands for. */
export function AdminCourierCitiesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('couriers.citiesTitle')}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('couriers.citiesIntro')}</p>
      <CourierCities />
    </>
  );
}
