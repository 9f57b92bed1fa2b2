import type { ArtworkView } from '@chapkhana/shared/print';
import { CheckCircle2, FileCheck2 } from 'lucide-react';
import { FileThumbnails } from '@chapkhana/web-kit/components/file-thumbnails';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PreflightFindings } from '@/components/print/preflight-findings';

/** The designs the preflight took for this line: name, pages, what it noted, and Remove. */
export function AcceptedArtworkList({
  files,
  staleIds,
  onRemove,
}: {
  files: readonly ArtworkView[];
  /** Files checked for another page size or number of sides than the current choice's. */
  staleIds: ReadonlySet<string>;
  onRemove: (artworkId: string) => void;
}) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="accepted-artwork-heading" className="flex flex-col gap-2">
      <h3 id="accepted-artwork-heading" className="text-sm font-semibold text-slate-800">
        {t('print.acceptedTitle')}
      </h3>
      <ul data-testid="accepted-artwork" className="flex flex-col gap-2">
        {files.map((file) => (
          <li
            key={file._id}
            data-testid="accepted-artwork-file"
            className="flex flex-col gap-1 rounded-md bg-slate-50 p-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex min-w-0 items-center gap-1.5 font-medium text-slate-900">
                <FileCheck2 aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
                <bdi className="min-w-0 break-all">{file.fileName}</bdi>
              </span>
              <span className="text-xs text-slate-500">
                {t('print.pages', { count: file.pages })}
              </span>
              <button
                type="button"
                onClick={() => onRemove(file._id)}
                aria-label={t('print.removeFile', { name: file.fileName })}
                data-testid="artwork-remove"
                className="min-h-9 rounded px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                {t('print.remove')}
              </button>
            </div>
            <FileThumbnails kind="artwork" id={file._id} fileName={file.fileName} />
            {file.approvedAt ? (
              <p
                className="flex items-center gap-1.5 text-sm font-medium text-emerald-800"
                data-testid="artwork-approved"
              >
                <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
                {t('print.approvedFile')}
              </p>
            ) : null}
            {staleIds.has(file._id) ? (
              <p data-testid="artwork-stale" className="text-sm font-medium text-amber-800">
                {t('print.checkedForOther')}
              </p>
            ) : null}
            <PreflightFindings findings={file.findings} testId="accepted-artwork-findings" />
          </li>
        ))}
      </ul>
    </section>
  );
}
