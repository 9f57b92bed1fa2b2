import { FileThumbnails } from '@chapkhana/web-kit/components/file-thumbnails';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ArtworkView, PreflightFinding } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';

const SEVERITY_CLASS: Record<PreflightFinding['severity'], string> = {
  error: 'border-red-600 bg-red-50 text-red-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
  info: 'border-slate-300 bg-slate-50 text-slate-700',
};

/** One preflight finding as a sentence in the reader's language, marked by how serious it is. */
function Finding({ finding }: { finding: PreflightFinding }) {
  const { t } = useTranslation();
  return (
    <li
      className={`border-s-4 px-2 py-1 text-sm ${SEVERITY_CLASS[finding.severity]}`}
      data-testid="preflight-finding"
      data-severity={finding.severity}
      data-code={finding.code}
    >
      <span className="font-semibold">{t(`print.job.severity.${finding.severity}`)}: </span>
      {t(`preflight.${finding.code}`, finding.params)}
    </li>
  );
}

/** "2.4 MB"; small files in KB (a 3 KB card is not "0.0 MB"). */
const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The customer's artwork files of a print line: a link to each (staff cookie) and its preflight findings. */
export function PrintArtworkList({ artwork }: { artwork: readonly ArtworkView[] }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2" data-testid="print-artwork">
      <h4 className="font-semibold">{t('print.job.artwork')}</h4>
      {artwork.length === 0 ? (
        <p className="text-sm text-slate-600">{t('print.job.noArtwork')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {artwork.map((file) => (
            <li key={file._id} className="flex flex-col gap-1" data-testid="print-artwork-file">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <a
                  href={PRINT_ROUTES.artworkFile(file._id)}
                  target="_blank"
                  rel="noopener"
                  title={t('print.job.download', { name: file.fileName })}
                  className="break-all font-medium text-brand-700 underline"
                >
                  <bdi>{file.fileName}</bdi>
                </a>
                <span className="text-xs text-slate-600">
                  {t('print.job.pages', { count: file.pages })} ·{' '}
                  <bdi dir="ltr">{fileSize(file.bytes)}</bdi>
                </span>
              </p>
              <FileThumbnails kind="artwork" id={file._id} fileName={file.fileName} />
              {file.findings.length > 0 ? (
                <ul className="flex flex-col gap-1 print:hidden">
                  {file.findings.map((finding, index) => (
                    <Finding key={`${finding.code}-${index}`} finding={finding} />
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
