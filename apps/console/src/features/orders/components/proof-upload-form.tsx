import { useState, type FormEvent } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import { Field, inputClass, secondaryButtonClass } from '@/components/ui/field';
import { FilePicker } from '@/components/ui/file-picker';
import { useUploadProofMutation } from '@/features/orders/api/upload-proof';
import { failureText } from '@/lib/api-failure';

/** The seller's "Upload proof": a PDF, PNG or JPEG and an optional comment for the customer. */
export function ProofUploadForm({ lineId }: { lineId: string }) {
  const { t } = useTranslation();
  const [upload, { isLoading }] = useUploadProofMutation();
  const [file, setFile] = useState<File | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const base = `proof-${lineId}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('print.job.chooseFile'));
      return;
    }
    setError(null);
    try {
      await upload({ lineId, file, comment }).unwrap();
      toast.success(t('print.job.proofSent'));
      setFile(null);
      setComment('');
    } catch (failure) {
      setError(failureText(failure, (key, values) => t(key, values)));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-2 rounded-md border border-dashed border-slate-300 p-3 print:hidden"
      aria-labelledby={`${base}-title`}
      data-testid="proof-upload"
    >
      <h4 id={`${base}-title`} className="font-semibold">
        {t('print.job.uploadProof')}
      </h4>
      <Field id={`${base}-file`} label={t('print.job.proofFile')}>
        <FilePicker
          id={`${base}-file`}
          label={t('print.job.proofFile')}
          files={file ? [file] : []}
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
          testId="proof-file"
          onFiles={(files) => setFile(files[0] ?? null)}
        />
      </Field>
      <Field id={`${base}-comment`} label={t('print.job.proofComment')}>
        <textarea
          id={`${base}-comment`}
          dir="auto"
          rows={2}
          maxLength={2000}
          className={inputClass}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </Field>
      {error ? (
        <p role="alert" className="text-sm text-red-700" data-testid="proof-upload-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={`${secondaryButtonClass} self-start`}
        disabled={isLoading}
        data-testid="proof-upload-submit"
      >
        {isLoading ? t('print.job.sending') : t('print.job.sendProof')}
      </button>
    </form>
  );
}
