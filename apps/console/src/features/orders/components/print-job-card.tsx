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
      {job.options.length > 0 ? (
        <dl
          className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
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
      <PrintProofList proofs={job.proofs} />
      <PrintConversation messages={job.messages} />
      {canSendProof && takesProof(job.state) ? <ProofUploadForm lineId={job.orderLineId} /> : null}
    </article>
  );
}
