import { showDayMonthYear } from '@chapkhana/shared/dates';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { PrintJob, ProofState } from '@chapkhana/shared/print';
import { PrintArtworkList } from '@/features/orders/components/print-artwork-list';
import { PrintConversation, PrintProofList } from '@/features/orders/components/print-proofs';
import { ProofUploadForm } from '@/features/orders/components/proof-upload-form';
import { useLocalisedName } from '@/lib/use-localised';

const STATE_CLASS: Record<ProofState, string> = {
  not_needed: 'bg-slate-100 text-slate-700',
  awaiting_artwork: 'bg-amber-100 text-amber-900',
  awaiting_proof: 'bg-rose-100 text-rose-900',
  awaiting_approval: 'bg-sky-100 text-sky-900',
  changes_requested: 'bg-orange-100 text-orange-900',
  approved: 'bg-emerald-100 text-emerald-900',
};

/** Where a print line's proof stands, translated. */
export function ProofStateBadge({ state }: { state: ProofState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${STATE_CLASS[state]}`}
      data-testid="print-state"
      data-state={state}
    >
      {t(`print.state.${state}`)}
    </span>
  );
}

/** The seller may send a proof once there is something to prove and it is not approved yet. */
const takesProof = (state: ProofState) =>
  state === 'awaiting_proof' || state === 'awaiting_approval' || state === 'changes_requested';

/**
 * What the workshop makes a job to: trim, bleed, sides, the approved proof and the day it is
 * due (its sheet's figures; a job still waiting for approval says so instead of a day).
 */
function PrintJobSpec({ job }: { job: PrintJob }) {
  const { t } = useTranslation();
  const approved = job.proofs.find((proof) => proof.status === 'approved');
  const startsLater = job.state !== 'approved' && job.state !== 'not_needed';
  const row = (label: string, value: string, testId: string, dir?: 'ltr') => (
    <div key={testId} className="contents">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        <bdi dir={dir}>{value}</bdi>
      </dd>
    </div>
  );
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]"
      aria-label={t('print.job.spec')}
      data-testid="print-job-spec"
    >
      {job.spec
        ? [
            row(
              t('print.job.trim'),
              t('print.job.mm', {
                value: `${job.spec.trim.widthMm} × ${job.spec.trim.heightMm}`,
              }),
              'print-job-trim',
            ),
            row(
              t('print.job.bleed'),
              t('print.job.mm', { value: job.spec.bleedMm }),
              'print-job-bleed',
            ),
            row(
              t('print.job.sides'),
              t(job.spec.sides === 2 ? 'print.job.twoSides' : 'print.job.oneSide'),
              'print-job-sides',
            ),
          ]
        : null}
      {job.needsArtwork
        ? row(
            t('print.job.approvedProof'),
            approved
              ? t('print.job.proofVersion', { version: approved.version })
              : job.reusedProof
                ? t('print.job.reusedProofVersion', { version: job.reusedProof.version })
                : job.approvedInDesigner
                  ? t('print.job.approvedInDesigner')
                  : t('print.job.noApprovedProof'),
            'print-job-approved-proof',
          )
        : null}
      {row(
        t('print.job.due'),
        job.dueDate
          ? showDayMonthYear(job.dueDate)
          : t(startsLater ? 'print.job.dueAfterApproval' : 'print.job.dueNotSet'),
        'print-job-due',
        job.dueDate ? 'ltr' : undefined,
      )}
    </dl>
  );
}

/** One ordered print line: options, proof state, artwork and findings, proofs, conversation. */
export function PrintJobCard({ job, canSendProof }: { job: PrintJob; canSendProof: boolean }) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  return (
    <article
      className="flex flex-col gap-3 rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200 print:break-inside-avoid print:p-0 print:shadow-none print:ring-0"
      aria-labelledby={`print-job-${job.orderLineId}`}
      data-testid="print-job"
      data-line-id={job.orderLineId}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`print-job-${job.orderLineId}`} className="font-semibold">
          {t('print.job.title')}: <bdi>{nameOf(job.product)}</bdi>
        </h3>
        <span className="text-sm text-slate-700">
          <bdi>{t('print.job.pieces', { count: job.quantity })}</bdi>
        </span>
        <ProofStateBadge state={job.state} />
      </header>
      <PrintJobSpec job={job} />
      {job.options.length > 0 ? (
        // On the job sheet the line above already lists the options.
        <dl
          className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm print:hidden"
          aria-label={t('print.job.options')}
          data-testid="print-options"
        >
          {job.options.map((option) => (
            <div key={option.groupId} className="contents">
              <dt className="text-slate-600">{nameOf(option.group)}</dt>
              <dd className="font-medium">
                <bdi>{nameOf(option.value)}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <PrintArtworkList artwork={job.artwork} />
      <PrintProofList proofs={job.proofs} reused={job.reusedProof} />
      <PrintConversation messages={job.messages} />
      {canSendProof && takesProof(job.state) ? <ProofUploadForm lineId={job.orderLineId} /> : null}
    </article>
  );
}
