import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { LoadError } from '@/components/ui/load-error';
import { useGetPrintJobsQuery } from '@/features/print/api/get-print-jobs';
import { PrintJobCard } from '@/features/print/components/print-job-card';

/**
 * The print jobs of one order (docs/design.md §13), loaded apart from the order: designs, proofs and
 * the conversation per print line. Refetched by the `print:job` event (tag 'Orders').
 */
export function OrderPrintJobs({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const jobs = useGetPrintJobsQuery(orderId);
  return (
    <section
      aria-labelledby="order-print-jobs"
      data-testid="order-print-jobs"
      className="flex flex-col gap-4"
    >
      <h2 id="order-print-jobs" className="text-lg font-semibold text-slate-900">
        {t('print.jobTitle')}
      </h2>
      {jobs.data ? (
        jobs.data.length === 0 ? (
          <p data-testid="print-jobs-empty" className="text-slate-600">
            {t('print.jobsEmpty')}
          </p>
        ) : (
          jobs.data.map((job) => <PrintJobCard key={job.orderLineId} job={job} />)
        )
      ) : jobs.isError ? (
        <LoadError message={t('print.jobsLoadError')} onRetry={() => void jobs.refetch()} />
      ) : (
        <div
          aria-hidden="true"
          data-testid="print-jobs-loading"
          className="h-40 animate-pulse rounded-xl bg-slate-200"
        />
      )}
    </section>
  );
}
