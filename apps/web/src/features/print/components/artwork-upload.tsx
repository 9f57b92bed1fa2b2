import type { PreflightFinding } from '@chapkhana/shared/print';
import { LoaderCircle, Upload } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PreflightFindings } from '@/components/print/preflight-findings';
import { buttonStyles } from '@/components/ui/button-styles';

/** The formats a design may come in (the API's ARTWORK_MIME_TYPES). */
export const ARTWORK_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** How an upload ended: taken, refused by the preflight (with why), or failed (a sentence). */
export type ArtworkUploadResult =
  | { outcome: 'accepted' }
  | { outcome: 'refused'; findings: PreflightFinding[] }
  | { outcome: 'failed'; message: string };

type Shown =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string }
  | { kind: 'refused'; fileName: string; findings: PreflightFinding[] }
  | { kind: 'failed'; message: string };

/**
 * A design file input: sends the chosen file through `onUpload`, says it is uploading, and
 * for a refused file says it was not accepted and lists the preflight's reasons. `hint` is
 * shown next to the input (the expected page size).
 */
export function ArtworkUpload({
  label,
  onUpload,
  hint,
  testId = 'artwork-upload',
}: {
  label: string;
  onUpload: (file: File) => Promise<ArtworkUploadResult>;
  hint?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const uploading = shown.kind === 'uploading';

  const send = async (file: File) => {
    setShown({ kind: 'uploading', fileName: file.name });
    const result = await onUpload(file);
    if (result.outcome === 'accepted') setShown({ kind: 'idle' });
    else if (result.outcome === 'refused') {
      setShown({ kind: 'refused', fileName: file.name, findings: result.findings });
    } else setShown({ kind: 'failed', message: result.message });
  };

  return (
    <div data-testid={testId} className="flex flex-col gap-2" aria-busy={uploading || undefined}>
      <label
        className={`${buttonStyles.secondary} w-full cursor-pointer has-[:disabled]:cursor-wait has-[:disabled]:opacity-70 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 sm:w-auto sm:self-start`}
      >
        {uploading ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Upload aria-hidden="true" className="size-5" />
        )}
        <span>{label}</span>
        <input
          ref={input}
          type="file"
          accept={ARTWORK_ACCEPT}
          className="sr-only"
          data-testid="artwork-input"
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again after a fix: the input forgets it.
            event.target.value = '';
            if (file) void send(file);
          }}
        />
      </label>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      {uploading ? (
        <p role="status" data-testid="artwork-uploading" className="text-sm text-slate-700">
          {t('print.uploading')} <bdi className="font-medium">{shown.fileName}</bdi>
        </p>
      ) : null}
      {shown.kind === 'refused' ? (
        <div
          role="alert"
          data-testid="artwork-refused"
          className="flex flex-col gap-2 rounded-md bg-red-50 p-3"
        >
          <p className="font-semibold text-red-800">
            <RefusedSentence fileName={shown.fileName} />
          </p>
          <PreflightFindings findings={shown.findings} />
        </div>
      ) : null}
      {shown.kind === 'failed' ? (
        <p role="alert" data-testid="artwork-error" className="text-sm font-medium text-red-700">
          {shown.message}
        </p>
      ) : null}
    </div>
  );
}

/** "The file <name> was not accepted." with the name isolated from the sentence's direction. */
function RefusedSentence({ fileName }: { fileName: string }) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('print.refused', { name: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <bdi>{fileName}</bdi>
      {after}
    </>
  );
}
