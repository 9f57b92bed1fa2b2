import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { categoryFieldsSchema, type ConsoleCategory } from '@chapkhana/shared/catalogue';
import { buttonClass, Field, secondaryButtonClass } from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import { ImageInput } from '@/components/ui/image-input';
import { ThreeNames } from '@/components/ui/three-names';
import { useCreateCategoryMutation } from '@/features/categories/api/create-category';
import { useReplaceCategoryImageMutation } from '@/features/categories/api/replace-category-image';
import { useUpdateCategoryMutation } from '@/features/categories/api/update-category';
import { toastFailure } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';

type Values = z.input<typeof categoryFieldsSchema>;
type Parsed = z.output<typeof categoryFieldsSchema>;

/** Creates a category, or edits `category`: three names, position and the picture. */
export function CategoryForm({
  category,
  onDone,
}: {
  category?: ConsoleCategory;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [create, creating] = useCreateCategoryMutation();
  const [update, updating] = useUpdateCategoryMutation();
  const [replaceImage, replacing] = useReplaceCategoryImageMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: fieldResolver(categoryFieldsSchema),
    defaultValues: {
      enName: category?.enName ?? '',
      kuName: category?.kuName ?? '',
      arName: category?.arName ?? '',
      position: String(category?.position ?? 0),
    },
  });
  const busy = creating.isLoading || updating.isLoading || replacing.isLoading;
  const onSubmit = handleSubmit(async (values) => {
    if (!category && !file) {
      setFileError(t('validation.image'));
      return;
    }
    try {
      if (category) {
        await update({ id: category._id, ...values }).unwrap();
        if (file) {
          const body = new FormData();
          body.append('image', file);
          await replaceImage({ id: category._id, body }).unwrap();
        }
      } else if (file) {
        const body = new FormData();
        for (const [key, value] of Object.entries(values)) body.append(key, String(value));
        body.append('image', file);
        await create(body).unwrap();
      }
      toast.success(t('categories.saved'));
      onDone();
    } catch (failure) {
      toastFailure(failure);
    }
  });
  const positionError = fieldError(t, errors.position?.message);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mb-6 flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="category-form"
    >
      <h2 className="text-lg font-semibold">
        {category ? t('categories.edit') : t('categories.new')}
      </h2>
      <ThreeNames idPrefix="category" register={register} errors={errors} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="category-position" label={t('common.position')} error={positionError}>
          <NumberInput id="category-position" whole {...register('position')} />
        </Field>
        <ImageInput
          label={t('common.image')}
          file={file}
          currentUrl={category?.image}
          error={fileError}
          onFile={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
          }}
        />
      </div>
      <div className="flex gap-2">
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
