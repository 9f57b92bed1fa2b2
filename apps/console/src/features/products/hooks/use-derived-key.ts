import { useEffect, useRef } from 'react';
import {
  useWatch,
  type Control,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import { printKeyOf } from '@/features/products/utils/print-values';
import type { ProductValues } from '@/features/products/utils/product-values';

type NamedPath = `print.options.${number}` | `print.options.${number}.values.${number}`;

/**
 * Keeps a new option group's or value's key following its English name until the seller types a
 * key of their own. A saved key stays put when the name is reworded (carts keep choices by key);
 * emptying the key makes it follow the name again.
 */
export function useDerivedKey(
  control: Control<ProductValues>,
  getValues: UseFormGetValues<ProductValues>,
  setValue: UseFormSetValue<ProductValues>,
  path: NamedPath,
) {
  const english = useWatch({ control, name: `${path}.enName` });
  /** The key derived last, or null once the key is the seller's own (or a saved one). */
  const derived = useRef<string | null>(getValues(`${path}.id`) === '' ? '' : null);
  useEffect(() => {
    const key = getValues(`${path}.id`);
    if (key !== '' && key !== derived.current) {
      derived.current = null;
      return;
    }
    const next = printKeyOf(english ?? '');
    if (key !== next) setValue(`${path}.id`, next, { shouldDirty: true });
    derived.current = next;
  }, [english, getValues, setValue, path]);
}
