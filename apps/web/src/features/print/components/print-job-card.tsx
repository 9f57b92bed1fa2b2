import { localisedName } from '@chapkhana/shared/languages';
import { formatIraqTime } from '@chapkhana/shared/dates';
import type { PrintJob } from '@chapkhana/shared/print';
import { MAX_ARTWORK_FILES_PER_LINE, PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import type { PrintSize } from '@chapkhana/shared/card-layout';
import { CheckCircle2, FileText, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useNavigate } from 'react-router';
import { ChosenOptions } from '@/components/print/chosen-options';
import { PreflightFindings } from '@/components/print/preflight-findings';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useAddLineArtworkMutation } from '@/features/print/api/add-line-artwork';
import { useReorderPrintLineMutation } from '@/features/print/api/reorder-print-line';
import {
  ArtworkUpload,
  type ArtworkUploadResult,
} from '@/features/print/components/artwork-upload';
import { PrintConversation } from '@/features/print/components/print-conversation';
import { PrintJobStateBadge } from '@/features/print/components/print-job-state-badge';
import { JobPromise } from '@/components/print/job-promise';
import { ProofActions } from '@/features/print/components/proof-actions';
import { actionToast } from '@/lib/action-toast';
import { failureMessage } from '@/lib/api-failure';
import { useShownText } from '@/lib/use-shown-text';
import { FileThumbnails } from '@chapkhana/web-kit/components/file-thumbnails';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { partLoadedLater } from '@/rendering';

const reorderFeedback = actionToast('print-reorder');

/** pdf.js comes when the customer asks to see an approved print file. */
const CardProof = partLoadedLater(
  async () => (await import('@/features/print/components/card-proof')).CardProof,
  { when: 'drawn', placeholder: <p className="h-32 animate-pulse rounded-md bg-slate-100" /> },
);

/**
 * A print file the customer approved in the card designer, printed as it is: marked so, and
 * drawn by pdf.js on request (the file itself, as they approved it) rather than as thumbnails.
 */
function ApprovedPrintFile({ artworkId, size }: { artworkId: string; size: PrintSize }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="flex flex-col gap-2" data-testid="print-approved-file">
      <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
        <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
        {t('print.approvedFile')}
      </p>
      <button
        type="button"
        aria-expanded={shown}
        onClick={() => setShown((open) => !open)}
        data-testid="print-approved-file-show"
        className={`${buttonStyles.secondary} sm:self-start`}
      >
        {shown ? t('print.hidePrintFile') : t('print.showPrintFile')}
      </button>
      {shown ? <CardProof artworkId={artworkId} size={size} /> : null}
    </div>
  );
}

/** Designs may still be added until the proof is approved (and while the line has room). */
const takesArtwork = (job: PrintJob) =>
  job.state !== 'approved' &&
  job.state !== 'not_needed' &&
  job.artwork.length < MAX_ARTWORK_FILES_PER_LINE;

/**
 * One ordered print line on the customer's order page: options and state, the design files
 * (and a new one while the state allows), the proofs with the answer to the newest pending
 * one, the conversation, and Reorder.
 */
export function PrintJobCard({ job }: { job: PrintJob }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shownText = useShownText();
  const navigate = useNavigate();
  const [addArtwork] = useAddLineArtworkMutation();
  const [reorder, reordering] = useReorderPrintLineMutation();
  const proofs = [...job.proofs].sort((a, b) => a.version - b.version);
  const newest = proofs.at(-1);
  const headingId = `print-job-${job.orderLineId}`;

  const upload = async (file: File): Promise<ArtworkUploadResult> => {
    try {
      await addArtwork({ lineId: job.orderLineId, file }).unwrap();
      actionToast('print-artwork').success(t('print.messages.artworkAdded'));
      return { outcome: 'accepted' };
    } catch (error) {
      const { refusedFindings } = await import('@/features/print/utils/refused-findings');
      const findings = refusedFindings(error);
      if (findings) return { outcome: 'refused', findings };
      return { outcome: 'failed', message: shownText(failureMessage(error)) };
    }
  };

  // An identical job (same product, choice and files) may take this one's approved proof.
  const reusable =
    job.artwork.length > 0 &&
    (job.reusedProof !== null || job.proofs.some((proof) => proof.status === 'approved'));

  const onReorder = async (proof: 'reuse' | 'new') => {
    try {
      await reorder({ lineId: job.orderLineId, proof }).unwrap();
      reorderFeedback.success(t('print.messages.reordered'));
      void navigate(paths.cart);
    } catch (error) {
      void reorderFeedback.failure(error, shownText);
    }
  };

  return (
    <article
      aria-labelledby={headingId}
      data-testid="print-job"
      data-line={job.orderLineId}
      className="flex min-w-0 flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words font-semibold text-slate-900">
          {t('print.jobTitle')}: {localisedName(job.product, language)}
        </h3>
        <PrintJobStateBadge state={job.state} />
      </header>
      <ChosenOptions options={job.options} />
      <p className="text-sm text-slate-700">{t('print.pieces', { count: job.quantity })}</p>
      <JobPromise job={job} />

      <section className="flex flex-col gap-2">
        <h4 className="font-semibold text-slate-800">{t('print.artworkFiles')}</h4>
        {job.artwork.length === 0 ? (
          <p className="text-sm text-slate-600">{t('print.noArtwork')}</p>
        ) : (
          <ul data-testid="print-job-artwork" className="flex flex-col gap-2">
            {job.artwork.map((file) => (
              <li key={file._id} className="flex flex-col gap-1">
                <a
                  href={PRINT_ROUTES.artworkFile(encodeURIComponent(file._id))}
                  target="_blank"
                  rel="noopener"
                  data-testid="print-artwork-link"
                  className={`${buttonStyles.link} flex min-w-0 items-center gap-1.5`}
                >
                  <FileText aria-hidden="true" className="size-4 shrink-0" />
                  <bdi className="min-w-0 break-all">{file.fileName}</bdi>
                </a>
                {file.approvedAt && job.spec ? (
                  <ApprovedPrintFile artworkId={file._id} size={job.spec} />
                ) : (
                  <FileThumbnails kind="artwork" id={file._id} fileName={file.fileName} />
                )}
                <PreflightFindings findings={file.findings} />
              </li>
            ))}
          </ul>
        )}
        {takesArtwork(job) ? <ArtworkUpload label={t('print.addFile')} onUpload={upload} /> : null}
      </section>

      <section className="flex flex-col gap-2">
        <h4 className="font-semibold text-slate-800">{t('print.proofsTitle')}</h4>
        {proofs.length === 0 && job.approvedInDesigner ? (
          <p className="text-sm text-emerald-800" data-testid="print-approved-in-designer">
            {t('print.approvedInDesigner')}
          </p>
        ) : proofs.length === 0 && !job.reusedProof ? (
          <p className="text-sm text-slate-600">{t('print.noProofs')}</p>
        ) : (
          <ul data-testid="print-job-proofs" className="flex flex-col gap-1 text-sm">
            {job.reusedProof ? (
              <li
                data-testid="print-reused-proof"
                className="flex flex-wrap items-baseline gap-x-3 gap-y-1"
              >
                <a
                  href={PRINT_ROUTES.proofFile(encodeURIComponent(job.reusedProof._id))}
                  target="_blank"
                  rel="noopener"
                  className={buttonStyles.link}
                >
                  {t('print.proofVersion', { version: job.reusedProof.version })}
                </a>
                <span className="text-slate-700">{t('print.reusedProof')}</span>
                <div className="basis-full">
                  <FileThumbnails
                    kind="proofs"
                    id={job.reusedProof._id}
                    fileName={job.reusedProof.fileName}
                  />
                </div>
              </li>
            ) : null}
            {proofs.map((proof) => (
              <li
                key={proof._id}
                data-testid="print-proof"
                data-status={proof.status}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-1"
              >
                <a
                  href={PRINT_ROUTES.proofFile(encodeURIComponent(proof._id))}
                  target="_blank"
                  rel="noopener"
                  className={buttonStyles.link}
                >
                  {t('print.proofVersion', { version: proof.version })}
                </a>
                <time dateTime={proof.createdAt} className="text-slate-500">
                  <bdi>{formatIraqTime(proof.createdAt)}</bdi>
                </time>
                <span className="text-slate-700">{t(`print.proofStatus.${proof.status}`)}</span>
                <div className="basis-full">
                  <FileThumbnails kind="proofs" id={proof._id} fileName={proof.fileName} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {newest?.status === 'pending' ? (
          <ProofActions lineId={job.orderLineId} proof={newest} />
        ) : null}
      </section>

      <PrintConversation messages={job.messages} />

      {reusable ? (
        <fieldset
          data-testid="print-reorder-choice"
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
        >
          <legend className="px-1 font-semibold text-slate-800">{t('print.reorder')}</legend>
          <button
            type="button"
            data-testid="print-reorder-reuse"
            onClick={() => void onReorder('reuse')}
            disabled={reordering.isLoading}
            aria-busy={reordering.isLoading || undefined}
            // Two lines of text that may wrap on a phone: no fixed height, as the shop's button has.
            className="flex min-h-12 flex-col items-start justify-center gap-0.5 rounded-md bg-brand-700 px-4 py-2 text-start font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400 sm:self-start"
          >
            <span className="flex items-center gap-2">
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('print.reorderReuse')}
            </span>
            <span className="text-xs font-normal">{t('print.reorderReuseHint')}</span>
          </button>
          <button
            type="button"
            data-testid="print-reorder-new"
            onClick={() => void onReorder('new')}
            disabled={reordering.isLoading}
            className="flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-center font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50 sm:self-start"
          >
            {t('print.reorderNewProof')}
          </button>
        </fieldset>
      ) : (
        <button
          type="button"
          data-testid="print-reorder"
          onClick={() => void onReorder('new')}
          disabled={reordering.isLoading}
          aria-busy={reordering.isLoading || undefined}
          className={`${buttonStyles.secondary} sm:self-start`}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('print.reorder')}
        </button>
      )}
    </article>
  );
}
