import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useDerivedKey, type NamedPath } from '@/features/products/hooks/use-derived-key';
import type { ProductValues } from '@/features/products/utils/product-values';
import { fieldError } from '@/lib/field-error';

interface DerivedKeyFieldProps {
  /** The option group or value whose key this is. */
  path: NamedPath;
  id: string;
  /** The form's refusal of the key, as a code message. */
  message: string | undefined;
}

/**
 * An option group's or value's key: the system's (useDerivedKey), kept with the form and never
 * shown; a refusal of it (a key a sibling has) is still said.
 */
export function DerivedKeyField({ path, id, message }: DerivedKeyFieldProps) {
  const { t } = useTranslation();
  const { control, register, getValues, setValue } = useFormContext<ProductValues>();
  useDerivedKey(control, getValues, setValue, path);
  const error = fieldError(t, message);
  return (
    <>
      <input type="hidden" id={id} {...register(`${path}.id`)} />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
