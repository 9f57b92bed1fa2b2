import { useRef } from 'react';
import { Upload } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { secondaryButtonClass } from '@/components/ui/field';

interface FilePickerProps {
  /** The button's id: a `Field`'s label points at it. */
  id: string;
  /** What the file is for ("Proof file"); the button's name says it before "Choose file". */
  label: string;
  /** The chosen files (the form holds them; the browser's input is emptied after each pick). */
  files: readonly File[];
  onFiles: (files: File[]) => void;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The error sentence's element id (`Field` writes `${id}-error`), when there is one. */
  errorId?: string | undefined;
  /** More ids describing the control, e.g. the size limits. */
  describedBy?: string;
  testId?: string;
}

/**
 * A file input in the reader's language: a button ("Choose file") and the chosen file's name or
 * "No file chosen". The browser's own input says those in the browser's language (English on
 * most phones here), so it is visually hidden and the button opens it; the button is what the keyboard
 * and screen readers meet, named by the field and described by what is chosen.
 */
export function FilePicker({
  id,
  label,
  files,
  onFiles,
  accept,
  multiple = false,
  disabled = false,
  errorId,
  describedBy,
  testId,
}: FilePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const chosenId = `${id}-chosen`;
  const chosen =
    files.length > 1
      ? t('common.filesChosen', { number: files.length })
      : (files[0]?.name ?? t('common.noFileChosen'));
  const action = multiple ? t('common.chooseFiles') : t('common.chooseFile');
  return (
    <div className="relative flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <input
        ref={input}
        type="file"
        // Out of sight, of the tab order and of the accessibility tree, but still laid out
        // (1 px), so that tests and tools that scroll to it before setting files find it.
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])];
          // Emptied so that choosing the same file again (after clearing) is a change too.
          event.target.value = '';
          if (picked.length > 0) onFiles(picked);
        }}
      />
      <button
        id={id}
        type="button"
        className={secondaryButtonClass}
        aria-label={`${label}: ${action}`}
        aria-describedby={[chosenId, errorId, describedBy].filter(Boolean).join(' ')}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" className="size-4" />
        {action}
      </button>
      <span id={chosenId} className="min-w-0 truncate text-sm text-slate-600">
        <bdi>{chosen}</bdi>
      </span>
    </div>
  );
}
