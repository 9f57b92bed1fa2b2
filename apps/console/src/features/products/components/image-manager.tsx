import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { MAX_PRODUCT_IMAGES } from '@chapkhana/shared/fields';
import {
  PICTURE_LIMITS,
  PictureRefused,
  shrinkPicture,
} from '@/features/products/utils/shrink-picture';
import { FilePicker } from '@/components/ui/file-picker';

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

const MB = 1024 * 1024;

/**
 * The product's pictures with previews: add, reorder (the first is the cover) and remove. Picked
 * files are made smaller in the browser first (`shrinkPicture`); a file that cannot be is refused
 * here, in the reader's language, before anything is sent. `progress` is the upload's (0–1).
 */
export function ImageManager({
  value,
  onChange,
  progress,
}: {
  value: ImageSelection;
  onChange: (next: ImageSelection) => void;
  progress: number | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [preparing, setPreparing] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const previews = useMemo(
    () => value.added.map((file) => URL.createObjectURL(file)),
    [value.added],
  );
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const room = MAX_PRODUCT_IMAGES - value.kept.length - value.added.length;

  async function addPicked(picked: File[]) {
    setPreparing(true);
    const ready: File[] = [];
    const refused: string[] = [];
    for (const file of picked) {
      try {
        ready.push(await shrinkPicture(file));
      } catch (error) {
        const reason = error instanceof PictureRefused ? error.reason : 'unreadable';
        refused.push(
          t(`products.pictureRefused.${reason}`, {
            name: file.name,
            mb: Math.round(PICTURE_LIMITS.largestOriginalBytes / MB),
          }),
        );
      }
    }
    setRefusals(refused);
    setPreparing(false);
    if (ready.length > 0) onChange({ ...value, added: [...value.added, ...ready] });
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-semibold">{t('products.images')}</legend>
      <p className="text-sm text-slate-600" id={`${id}-limits`} data-testid="picture-limits">
        {t('products.imagesHint', { max: MAX_PRODUCT_IMAGES })}{' '}
        {t('products.imagesLimits', {
          side: PICTURE_LIMITS.longestSide,
          mb: Math.round(PICTURE_LIMITS.largestOriginalBytes / MB),
        })}
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
      <FilePicker
        id={id}
        label={t('products.addImages')}
        files={value.added}
        multiple
        accept={PICTURE_LIMITS.types.join(',')}
        describedBy={`${id}-limits`}
        disabled={room <= 0 || preparing || progress !== null}
        testId="product-images"
        onFiles={(files) => void addPicked(files.slice(0, Math.max(0, room)))}
      />
      {preparing ? (
        <p role="status" className="text-sm text-slate-700" data-testid="pictures-preparing">
          {t('products.preparingPictures')}
        </p>
      ) : null}
      {refusals.map((sentence) => (
        <p
          key={sentence}
          role="alert"
          className="text-sm text-red-700"
          data-testid="picture-refused"
        >
          {sentence}
        </p>
      ))}
      {progress !== null ? (
        <div className="flex items-center gap-2" data-testid="upload-progress">
          <progress
            className="h-2 w-full max-w-xs"
            max={100}
            value={Math.round(progress * 100)}
            aria-label={t('products.uploadingPictures')}
          />
          <span className="text-sm tabular-nums" role="status">
            {t('products.percent', { value: Math.round(progress * 100) })}
          </span>
        </div>
      ) : null}
    </fieldset>
  );
}
