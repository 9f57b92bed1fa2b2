import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** A password input with a show/hide toggle (test id `<id>-toggle`). */
export function PasswordField(field: Omit<TextFieldProps, 'type' | 'end'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const testId = field['data-testid'];
  return (
    <TextField
      {...field}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      end={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={t(visible ? 'account.fields.hidePassword' : 'account.fields.showPassword')}
          aria-pressed={visible}
          data-testid={testId ? `${testId}-toggle` : undefined}
          className="flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}
