import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

type PhoneFieldProps = Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'autoComplete' | 'dir' | 'placeholder'
>;

/** An Iraqi mobile number: the phone keyboard, left to right, with the usual example. */
export function PhoneField(field: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      placeholder={t('account.fields.phonePlaceholder')}
    />
  );
}
