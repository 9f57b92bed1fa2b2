import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { PrintJob } from '@chapkhana/shared/print';
import { PrintJobCard } from '@/features/orders/components/print-job-card';

interface PrintJobsSectionProps {
  jobs: readonly PrintJob[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The seller's page sends proofs; the admin's only reads. */
  canSendProof: boolean;
}

/** The order's print jobs (docs/design.md §13), as the order page and its printed job sheet show them. */
export function PrintJobsSection({
  jobs,
  isLoading,
  isError,
  canSendProof,
}: PrintJobsSectionProps) {
  const { t } = useTranslation();
  return (
    <section
      className="flex flex-col gap-3"
      aria-labelledby="print-jobs-title"
      data-testid="print-jobs"
    >
      <h2 id="print-jobs-title" className="text-lg font-bold">
        {t('print.job.section')}
      </h2>
      {isLoading ? <p className="text-sm text-slate-600">{t('print.job.loading')}</p> : null}
      {isError && !jobs ? (
        <p role="alert" className="text-sm text-red-700">
          {t('print.job.failed')}
        </p>
      ) : null}
      {jobs?.map((job) => (
        <PrintJobCard key={job.orderLineId} job={job} canSendProof={canSendProof} />
      ))}
    </section>
  );
}
