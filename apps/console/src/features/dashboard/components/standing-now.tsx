import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { Link } from 'react-router';
import type { DashboardResponse } from '@chapkhana/shared/dashboard';
import { showDayMonthYear } from '@chapkhana/shared/dates';
import { localisedName } from '@chapkhana/shared/languages';
import { formatDinar } from '@chapkhana/shared/pricing';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { LtrText } from '@/components/ui/ltr-text';
import type { DashboardSide } from '../api/side';

const cardClass = 'min-w-0 rounded-lg bg-white p-3 ring-1 ring-slate-200';

interface CountProps {
  label: string;
  value: number;
  testId: string;
  tone?: 'plain' | 'alert';
}

/** Counts with their labels, large enough to read from across the room. */
function Counts({ counts }: { counts: CountProps[] }) {
  return (
    <div className="mb-2 flex flex-wrap gap-6">
      {counts.map(({ label, value, testId, tone = 'plain' }) => (
        <div key={testId} className="flex flex-col" data-testid={testId}>
          <span
            className={`text-2xl font-bold ${tone === 'alert' && value > 0 ? 'text-red-700' : ''}`}
          >
            {value}
          </span>
          <span className="text-xs text-slate-600">{label}</span>
        </div>
      ))}
    </div>
  );
}

/** One of the three cards, named by its heading; `name` is its heading's id and its test id. */
function Card({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section className={cardClass} aria-labelledby={name} data-testid={name}>
      <h2 id={name} className="mb-2 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What stands now, whatever the days chosen: print jobs due today and late (the first few by
 * name, linked to their order), proofs waiting by whose turn, and the cash each courier (or the
 * print house's own driver) is still out with.
 */
export function StandingNow({
  figures,
  side,
  orderPath,
}: {
  figures: Pick<DashboardResponse, 'jobs' | 'proofs' | 'cash'>;
  side: DashboardSide;
  /** The order page a job links to: the seller's part, or the admin's order. */
  orderPath: (job: DashboardResponse['jobs']['lines'][number]) => string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { jobs, proofs, cash } = figures;
  const count = (label: ParseKeys, value: number, testId: string, tone?: 'alert'): CountProps => ({
    label: t(label),
    value,
    testId,
    ...(tone ? { tone } : {}),
  });
  return (
    <div className={`grid gap-3 ${cash ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
      <Card name="dashboard-jobs" title={t('dashboard.jobs.title')}>
        <Counts
          counts={[
            count('dashboard.jobs.late', jobs.late, 'jobs-late', 'alert'),
            count('dashboard.jobs.dueToday', jobs.dueToday, 'jobs-due-today'),
          ]}
        />
        {jobs.lines.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm">
            {jobs.lines.map((job) => (
              <li key={job.orderLineId} className="flex flex-wrap items-baseline gap-x-2">
                <Link className="text-brand-700 underline" to={orderPath(job)}>
                  {t('dashboard.jobs.order', { number: job.orderNumber })}
                </Link>
                <bdi className="min-w-0 break-words">{localisedName(job.product, language)}</bdi>
                {side === 'admin' ? <bdi className="text-slate-500">{job.sellerName}</bdi> : null}
                <span className={job.late ? 'text-red-700' : 'text-slate-600'}>
                  {job.late ? t('dashboard.jobs.lateSince') : t('dashboard.jobs.dueOn')}{' '}
                  <LtrText>{showDayMonthYear(job.dueDate)}</LtrText>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{t('dashboard.jobs.none')}</p>
        )}
      </Card>
      <Card name="dashboard-proofs" title={t('dashboard.proofs.title')}>
        <Counts
          counts={[
            count(
              'dashboard.proofs.awaitingProof',
              proofs.awaitingProof,
              'proofs-awaiting-proof',
              'alert',
            ),
            count(
              'dashboard.proofs.awaitingApproval',
              proofs.awaitingApproval,
              'proofs-awaiting-approval',
            ),
            count(
              'dashboard.proofs.awaitingArtwork',
              proofs.awaitingArtwork,
              'proofs-awaiting-artwork',
            ),
          ]}
        />
      </Card>
      {cash ? (
        <Card name="dashboard-cash" title={t('dashboard.cash.title')}>
          {cash.couriers.length === 0 ? (
            <p className="text-sm text-slate-500">{t('dashboard.cash.none')}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {cash.couriers.map((courier) => (
                <li
                  key={`${courier.sellerId}:${courier.courier}`}
                  className="flex items-baseline justify-between gap-2"
                  data-testid="cash-courier"
                >
                  <span className="min-w-0 break-words">
                    {side === 'admin' ? (
                      <bdi className="text-slate-500">{courier.sellerName} · </bdi>
                    ) : null}
                    {t(`parcels.carrier.${courier.carrier}`)}
                    {courier.accountName ? (
                      <LtrText className="ms-1 text-slate-500">{courier.accountName}</LtrText>
                    ) : null}
                    <span className="ms-1 text-slate-500">
                      ({t('dashboard.cash.parts', { count: courier.parts })})
                    </span>
                  </span>
                  <bdi className="shrink-0 whitespace-nowrap font-semibold">
                    {t('money.iqd', { amount: formatDinar(courier.amount) })}
                  </bdi>
                </li>
              ))}
              <li className="flex justify-between gap-2 border-t border-slate-100 pt-1 font-semibold">
                <span>{t('dashboard.cash.total')}</span>
                <bdi className="whitespace-nowrap" data-testid="cash-total">
                  {t('money.iqd', { amount: formatDinar(cash.total) })}
                </bdi>
              </li>
            </ul>
          )}
        </Card>
      ) : null}
    </div>
  );
}
