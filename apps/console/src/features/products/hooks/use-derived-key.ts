import { useEffect, useRef } from 'react';
import {
  useWatch,
  type Control,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import { printKeyOf } from '@/features/products/utils/print-values';
import type { ProductValues } from '@/features/products/utils/product-values';

export type NamedPath = `print.options.${number}` | `print.options.${number}.values.${number}`;

/** A key of `length` random lower-case letters and digits, for an entry with no English name. */
function randomKeyPart(length = 6): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return [...bytes].map((byte) => (byte % 36).toString(36)).join('');
}

/** `key`, or `key-2`, `key-3`… : the first spelling none of `taken` has. */
export function freeKey(key: string, taken: readonly string[]): string {
  if (!taken.includes(key)) return key;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${key.slice(0, 40 - suffix.length)}${suffix}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

/** The keys of the entry's siblings (the other groups, or the group's other values). */
function siblingKeys(getValues: UseFormGetValues<ProductValues>, path: NamedPath): string[] {
  const parts = path.split('.');
  const own = Number(parts.pop());
  const list = getValues(parts.join('.') as 'print.options') as { id: string }[] | undefined;
  return (list ?? []).flatMap((entry, index) => (index === own ? [] : [entry.id]));
}

/**
 * Makes a new option group's or value's key, which sellers never see or type (carts keep choices
 * by it): from the English name while there is one, else a generated `option-x3k9qa` (a seller
 * who writes only Kurdish or Arabic is not asked for Latin letters), never one a sibling has. A
 * saved key stays put whatever the names become, so existing products and carts keep theirs.
 */
export function useDerivedKey(
  control: Control<ProductValues>,
  getValues: UseFormGetValues<ProductValues>,
  setValue: UseFormSetValue<ProductValues>,
  path: NamedPath,
) {
  const english = useWatch({ control, name: `${path}.enName` });
  /** The key derived last, or null once the key is a saved one. */
  const derived = useRef<string | null>(getValues(`${path}.id`) === '' ? '' : null);
  const generated = useRef(`${path.includes('values') ? 'value' : 'option'}-${randomKeyPart()}`);
  useEffect(() => {
    if (derived.current === null) return;
    const key = getValues(`${path}.id`);
    const next = freeKey(
      printKeyOf(english ?? '') || generated.current,
      siblingKeys(getValues, path),
    );
    if (key !== next) setValue(`${path}.id`, next, { shouldDirty: true });
    derived.current = next;
  }, [english, getValues, setValue, path]);
}
