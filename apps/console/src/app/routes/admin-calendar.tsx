import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useGetCourierDaysQuery } from '@/features/calendar/api/courier-days';
import { useGetHolidaysQuery } from '@/features/calendar/api/get-holidays';
import { useGetWorkingWeekQuery } from '@/features/calendar/api/working-week';
import {
  CourierDaysForm,
  HolidaysEditor,
  WorkingWeekForm,
} from '@/features/calendar/components/calendar-screen';

/** /console/admin/calendar: the working week, the public holidays and the courier's days. */
export function CalendarRoute() {
  const { t } = useTranslation();
  const week = useGetWorkingWeekQuery(undefined);
  const holidays = useGetHolidaysQuery(undefined);
  const courier = useGetCourierDaysQuery(undefined);
  const failed = week.isError ? week : holidays.isError ? holidays : courier;
  return (
    <>
      <PageTitle>{t('calendar.title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('calendar.intro')}</p>
      <QueryState
        isLoading={week.isLoading || holidays.isLoading || courier.isLoading}
        isError={week.isError || holidays.isError || courier.isError}
        error={failed.error}
        onRetry={() => {
          void week.refetch();
          void holidays.refetch();
          void courier.refetch();
        }}
      />
      <div className="flex max-w-3xl flex-col gap-6">
        {week.data ? <WorkingWeekForm key={week.data.days.join()} saved={week.data.days} /> : null}
        {holidays.data ? <HolidaysEditor holidays={holidays.data} /> : null}
        {courier.data ? (
          <CourierDaysForm key={JSON.stringify(courier.data)} saved={courier.data} />
        ) : null}
      </div>
    </>
  );
}
