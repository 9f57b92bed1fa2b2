import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { MAX_PRODUCT_IMAGES } from '@chapkhana/shared/fields';

export interface ImageSelection {
  /** The product's current pictures to keep, in order. */
  kept: string[];
  /** New files to upload after them. */
  added: File[];
}

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

function Thumb({
  src,
  label,
  onEarlier,
  onLater,
  onRemove,
}: {
  src: string;
  label: string;
  onEarlier: () => void;
  onLater: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col items-center gap-1 rounded border border-slate-200 p-1">
      <img src={src} alt={label} className="size-24 rounded object-cover" />
      <div className="flex gap-1">
        <button
          type="button"
          onClick={onEarlier}
          aria-label={t('products.imageEarlier')}
          className="rounded p-1 hover:bg-slate-100"
        >
          <ArrowRight aria-hidden="true" className="size-4 ltr:-scale-x-100" />
        </button>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('products.imageRemove')}
          className="rounded p-1 text-red-700 hover:bg-red-50"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={onLater}
          aria-label={t('products.imageLater')}
          className="rounded p-1 hover:bg-slate-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4 ltr:-scale-x-100" />
        </button>
      </div>
    </li>
  );
}

/** The product's pictures with previews: add, reorder (the first is the cover) and remove. */
export function ImageManager({
  value,
  onChange,
}: {
  value: ImageSelection;
  onChange: (next: ImageSelection) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const previews = useMemo(
    () => value.added.map((file) => URL.createObjectURL(file)),
    [value.added],
  );
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const room = MAX_PRODUCT_IMAGES - value.kept.length - value.added.length;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-semibold">{t('products.images')}</legend>
      <p className="text-sm text-slate-600">
        {t('products.imagesHint', { max: MAX_PRODUCT_IMAGES })}
      </p>
      <ul className="flex flex-wrap gap-2" data-testid="image-previews">
        {value.kept.map((url, index) => (
          <Thumb
            key={url}
            src={url}
            label={t('products.imageNumber', { number: index + 1 })}
            onEarlier={() => onChange({ ...value, kept: move(value.kept, index, index - 1) })}
            onLater={() => onChange({ ...value, kept: move(value.kept, index, index + 1) })}
            onRemove={() => onChange({ ...value, kept: value.kept.filter((_, i) => i !== index) })}
          />
        ))}
        {value.added.map((file, index) =>
          previews[index] ? (
            <Thumb
              key={`${file.name}-${index}`}
              src={previews[index]}
              label={t('products.imageNumber', { number: value.kept.length + index + 1 })}
              onEarlier={() => onChange({ ...value, added: move(value.added, index, index - 1) })}
              onLater={() => onChange({ ...value, added: move(value.added, index, index + 1) })}
              onRemove={() =>
                onChange({ ...value, added: value.added.filter((_, i) => i !== index) })
              }
            />
          ) : null,
        )}
      </ul>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('products.addImages')}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept="image/png,image/jpeg,image/webp"
        disabled={room <= 0}
        data-testid="product-images"
        className="text-sm"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
          onChange({ ...value, added: [...value.added, ...files] });
          event.target.value = '';
        }}
      />
    </fieldset>
  );
}
