import type { ReactNode } from 'react';
import { showDayMonthYear } from '@chapkhana/shared/dates';
import type { BoardJob } from '@chapkhana/shared/production';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { LtrText } from '@/components/ui/ltr-text';
import { useLocalisedName } from '@/lib/use-localised';
import { waitedFor } from '@/features/production/utils/columns';

/** The due day as the card shows it: late in red with how many days, today in amber. */
function DueLine({ job }: { job: BoardJob }) {
  const { t } = useTranslation();
  if (!job.dueDate) return <span className="text-slate-500">{t('production.noDueDate')}</span>;
  const day = <LtrText>{showDayMonthYear(job.dueDate)}</LtrText>;
  if (job.due === 'late') {
    return (
      <span className="font-semibold text-red-700" data-due="late">
        {t('production.due')} {day} · {t('production.lateBy', { days: job.daysLate })}
      </span>
    );
  }
  if (job.due === 'today') {
    return (
      <span className="font-semibold text-amber-700" data-due="today">
        {t('production.dueToday')} {day}
      </span>
    );
  }
  return (
    <span className="text-slate-700">
      {t('production.due')} {day}
    </span>
  );
}

/** One job line on the board: order, customer, product and options, due day, proof, waiting. */
export function JobCard({
  job,
  now,
  showSeller,
  large = false,
  actions,
}: {
  job: BoardJob;
  now: number;
  showSeller: boolean;
  large?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  const waited = job.waitingSince ? waitedFor(job.waitingSince, now) : null;
  return (
    <article
      data-testid="job-card"
      data-line={job.orderLineId}
      data-stage={job.stage}
      aria-label={t('production.cardLabel', {
        number: job.orderNumber,
        product: nameOf(job.product),
      })}
      className={`space-y-1 rounded-lg border bg-white p-3 shadow-sm ${
        job.due === 'late' ? 'border-red-400' : 'border-slate-200'
      } ${large ? 'text-lg' : 'text-sm'}`}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="font-bold">
          {t('production.order')} <LtrText>#{job.orderNumber}</LtrText>
        </span>
        <span className="text-slate-600">{job.customerName}</span>
      </p>
      {showSeller ? <p className="text-xs text-slate-500">{nameOf(job.seller)}</p> : null}
      <p className="font-semibold">
        {nameOf(job.product)} ×<bdi>{job.quantity.toLocaleString('en-US')}</bdi>
      </p>
      {job.options.length > 0 ? (
        <p className="text-slate-600">
          {job.options.map((o) => `${nameOf(o.group)}: ${nameOf(o.value)}`).join(' · ')}
        </p>
      ) : null}
      <p>
        <DueLine job={job} />
      </p>
      <p className="flex flex-wrap gap-1 text-xs">
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">
          {t(`print.state.${job.proofState}`)}
        </span>
        {job.parcel.lines > 1 ? (
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">
            {t('production.parcelReady', { ready: job.parcel.ready, lines: job.parcel.lines })}
          </span>
        ) : null}
      </p>
      {waited ? (
        <p className="text-xs text-amber-800">
          {'hours' in waited
            ? t('production.waitingHours', { hours: waited.hours })
            : t('production.waitingDays', { days: waited.days })}
        </p>
      ) : null}
      {actions}
    </article>
  );
}
