import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { bannerFieldsSchema, type ConsoleBanner } from '@chapkhana/shared/catalogue';
import { buttonClass, Field, inputClass, secondaryButtonClass } from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import { ImageInput } from '@/components/ui/image-input';
import { useCreateBannerMutation } from '@/features/banners/api/create-banner';
import { useReplaceBannerImageMutation } from '@/features/banners/api/replace-banner-image';
import { useUpdateBannerMutation } from '@/features/banners/api/update-banner';
import { toastFailure } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';

type Values = z.input<typeof bannerFieldsSchema>;
type Parsed = z.output<typeof bannerFieldsSchema>;

/** A new banner, or `banner` changed: its picture, where it leads and its place in the carousel. */
export function BannerForm({ banner, onDone }: { banner?: ConsoleBanner; onDone: () => void }) {
  const { t } = useTranslation();
  const [create, creating] = useCreateBannerMutation();
  const [update, updating] = useUpdateBannerMutation();
  const [replaceImage, replacing] = useReplaceBannerImageMutation();
  const busy = creating.isLoading || updating.isLoading || replacing.isLoading;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [active, setActive] = useState(banner?.active ?? true);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: fieldResolver(bannerFieldsSchema),
    defaultValues: { link: banner?.link ?? '', position: String(banner?.position ?? 0) },
  });
  const onSubmit = handleSubmit(async (values) => {
    if (!banner && !file) {
      setFileError(t('validation.image'));
      return;
    }
    try {
      if (banner) {
        await update({
          id: banner._id,
          link: values.link,
          position: values.position,
          active,
        }).unwrap();
        if (file) {
          const body = new FormData();
          body.append('image', file);
          await replaceImage({ id: banner._id, body }).unwrap();
        }
      } else if (file) {
        const body = new FormData();
        body.append('link', values.link);
        body.append('position', String(values.position));
        body.append('active', String(active));
        body.append('image', file);
        await create(body).unwrap();
      }
      toast.success(t('banners.saved'));
      onDone();
    } catch (failure) {
      toastFailure(failure);
    }
  });
  const linkError = fieldError(t, errors.link?.message);
  const positionError = fieldError(t, errors.position?.message);
  return (
    <form
      noValidate
      data-testid="banner-form"
      onSubmit={onSubmit}
      className="mb-6 grid gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2"
    >
      <Field
        id="banner-link"
        label={t('banners.link')}
        error={linkError}
        hint={t('banners.linkHint')}
      >
        <input
          id="banner-link"
          dir="ltr"
          className={`${inputClass} text-start`}
          aria-invalid={linkError ? true : undefined}
          {...register('link')}
        />
      </Field>
      <Field id="banner-position" label={t('common.position')} error={positionError}>
        <NumberInput id="banner-position" whole {...register('position')} />
      </Field>
      <ImageInput
        label={t('common.image')}
        file={file}
        currentUrl={banner?.image}
        error={fileError}
        testId="banner-image"
        onFile={(chosen) => {
          setFile(chosen);
          setFileError(undefined);
        }}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
        />
        {t('banners.active')}
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={busy}>
          {t('common.save')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
