import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Field } from '@/components/ui/field';
import { FilePicker } from '@/components/ui/file-picker';

interface ImageInputProps {
  label: string;
  file: File | null;
  currentUrl?: string | undefined;
  error?: string | undefined;
  onFile: (file: File | null) => void;
  testId?: string;
}

/** One picture: a file picker in the reader's language and a preview of the chosen (or current) image. */
export function ImageInput({ label, file, currentUrl, error, onFile, testId }: ImageInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? currentUrl;
  return (
    <Field id={id} label={label} error={error}>
      <div className="flex items-center gap-3">
        {shown ? (
          <img src={shown} alt={t('common.preview')} className="size-16 rounded object-cover" />
        ) : null}
        <FilePicker
          id={id}
          label={label}
          files={file ? [file] : []}
          accept="image/png,image/jpeg,image/webp"
          testId={testId}
          errorId={error ? `${id}-error` : undefined}
          onFiles={(files) => onFile(files[0] ?? null)}
        />
      </div>
    </Field>
  );
}
