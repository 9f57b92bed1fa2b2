import { formatIraqTime } from '@chapkhana/shared/dates';
import { FileThumbnails } from '@chapkhana/web-kit/components/file-thumbnails';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { PrintMessage, ProofView, ReusedProof } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';

/** An ISO time as the console shows it: day and time, left to right in any language. */
/** Times are shown in Iraq time (docs/design.md §6), as everywhere else in the console. */
export const shownTime = (iso: string) => formatIraqTime(iso);

/** A proof's file, named by its version ("Proof 2"), opened in a new tab. */
function ProofFileLink({ id, version }: { id: string; version: number }) {
  const { t } = useTranslation();
  return (
    <a
      href={PRINT_ROUTES.proofFile(id)}
      target="_blank"
      rel="noopener"
      className="font-medium text-brand-700 underline"
    >
      {t('print.job.proofVersion', { version })}
    </a>
  );
}

/**
 * The proofs sent for a print line: version, what the customer said, when, and the file; and
 * the approved proof of an earlier identical job it reuses, if so.
 */
export function PrintProofList({
  proofs,
  reused = null,
}: {
  proofs: readonly ProofView[];
  reused?: ReusedProof | null;
}) {
  const { t } = useTranslation();
  const newestFirst = [...proofs].sort((a, b) => b.version - a.version);
  return (
    <section className="flex flex-col gap-2 print:hidden" data-testid="print-proofs">
      <h4 className="font-semibold">{t('print.job.proofs')}</h4>
      {reused ? (
        <div className="flex flex-col gap-1 text-sm" data-testid="print-reused-proof">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <ProofFileLink id={reused._id} version={reused.version} />
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">
              {t('print.job.reusedProof')}
            </span>
            <bdi className="break-all text-xs text-slate-600">{reused.fileName}</bdi>
          </p>
          <FileThumbnails kind="proofs" id={reused._id} fileName={reused.fileName} />
        </div>
      ) : null}
      {proofs.length === 0 ? (
        reused ? null : (
          <p className="text-sm text-slate-600">{t('print.job.noProofs')}</p>
        )
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {newestFirst.map((proof) => (
            <li
              key={proof._id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1"
              data-testid="print-proof"
            >
              <ProofFileLink id={proof._id} version={proof.version} />
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">
                {t(`print.job.proofStatus.${proof.status}`)}
              </span>
              <bdi dir="ltr" className="text-xs text-slate-600">
                {shownTime(proof.createdAt)}
              </bdi>
              <bdi className="break-all text-xs text-slate-600">{proof.fileName}</bdi>
              <div className="basis-full">
                <FileThumbnails kind="proofs" id={proof._id} fileName={proof.fileName} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The conversation of a print line, oldest first; comments are shown as plain text. */
export function PrintConversation({ messages }: { messages: readonly PrintMessage[] }) {
  const { t } = useTranslation();
  const oldestFirst = [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <section className="flex flex-col gap-2 print:hidden" data-testid="print-conversation">
      <h4 className="font-semibold">{t('print.job.conversation')}</h4>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">{t('print.job.noMessages')}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {oldestFirst.map((message) => (
            <li
              key={message._id}
              className="rounded-md bg-slate-50 p-2"
              data-testid="print-message"
              data-author={message.author}
            >
              <p className="flex flex-wrap gap-x-2 text-xs text-slate-600">
                <span className="font-semibold">{t(`print.job.author.${message.author}`)}</span>
                <span>{t(`print.job.message.${message.kind}`)}</span>
                <bdi dir="ltr">{shownTime(message.createdAt)}</bdi>
              </p>
              {message.body ? (
                <p dir="auto" className="whitespace-pre-wrap break-words">
                  {message.body}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
