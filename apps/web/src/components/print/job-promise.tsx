import { AlertTriangle, CalendarClock, Truck, type LucideIcon } from 'lucide-react';
import { showDayMonthYear } from '@chapkhana/shared/dates';
import type { PrintJob } from '@chapkhana/shared/print';
import { weekdayOf } from '@chapkhana/shared/working-calendar';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

/** A day as the shop writes it, with its weekday in the reader's language: "Sunday 29-11-2026". */
export function PromiseDay({ day }: { day: string }) {
  const { t } = useTranslation();
  return (
    <span className="font-semibold text-slate-900">
      {t(`delivery.days.${weekdayOf(day)}`)}{' '}
      <bdi dir="ltr" className="tabular-nums">
        {showDayMonthYear(day)}
      </bdi>
    </span>
  );
}

/**
 * One promised day with its icon and what it promises ("Ready by", "At your door by"); the day's
 * box carries `testId` and the day itself (data-day) for the tests.
 */
export function PromiseRow({
  icon: Icon,
  label,
  day,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  day: string;
  testId: string;
}) {
  return (
    <p className="flex flex-wrap items-center gap-2">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
      <span className="text-slate-700">{label}</span>
      <span data-testid={testId} data-day={day}>
        <PromiseDay day={day} />
      </span>
    </p>
  );
}

/**
 * A print line's promise on the customer's order page: the ready and door days promised at
 * placement, the due date once the job started, and — when it slipped — that it is late with the
 * new day, and each move of the date with its reason.
 */
export function JobPromise({ job }: { job: PrintJob }) {
  const { t } = useTranslation();
  if (!job.promisedReadyDate && !job.dueDate) return null;
  const late = job.late && job.expectedReadyDate;
  return (
    <section
      className={`flex flex-col gap-2 rounded-md border p-3 text-sm ${
        late ? 'border-amber-300 bg-amber-50' : 'border-emerald-200 bg-emerald-50'
      }`}
      data-testid="job-promise"
      data-late={job.late ? 'true' : 'false'}
    >
      {job.promisedReadyDate ? (
        <PromiseRow
          icon={CalendarClock}
          label={t('promise.readyBy')}
          day={job.promisedReadyDate}
          testId="job-promise-ready"
        />
      ) : null}
      {job.promisedDoorDate ? (
        <PromiseRow
          icon={Truck}
          label={t('promise.doorBy')}
          day={job.promisedDoorDate}
          testId="job-promise-door"
        />
      ) : null}
      {job.dueDate && !late && job.dueDate !== job.promisedReadyDate ? (
        <p className="flex flex-wrap items-center gap-2" data-testid="job-due">
          <span className="text-slate-700">{t('promise.nowDue')}</span>
          <PromiseDay day={job.dueDate} />
        </p>
      ) : null}
      {late ? (
        <p
          className="flex flex-wrap items-center gap-2 font-semibold text-amber-900"
          role="status"
          data-testid="job-late"
          data-day={job.expectedReadyDate}
        >
          <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
          <span>{t('promise.late')}</span>
          <PromiseDay day={job.expectedReadyDate ?? ''} />
        </p>
      ) : null}
      {job.redatings.length > 0 ? (
        <ul className="flex flex-col gap-1 text-xs text-slate-700" data-testid="job-redatings">
          {job.redatings.map((redating) => (
            <li key={`${redating.at}-${redating.dueDate}`}>
              {t('promise.moved', {
                from: showDayMonthYear(redating.previousDueDate),
                to: showDayMonthYear(redating.dueDate),
                reason: t(`promise.reasons.${redating.reason}`),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
