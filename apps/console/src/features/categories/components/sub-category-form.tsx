import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { createSubCategoryBodySchema, type ConsoleSubCategory } from '@chapkhana/shared/catalogue';
import { buttonClass, Field, secondaryButtonClass } from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import { ThreeNames } from '@/components/ui/three-names';
import { useCreateSubCategoryMutation } from '@/features/categories/api/create-sub-category';
import { useUpdateSubCategoryMutation } from '@/features/categories/api/update-sub-category';
import { toastFailure } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';
import { readNumber } from '@/lib/number-input';

type Values = z.input<typeof createSubCategoryBodySchema>;
type Parsed = z.output<typeof createSubCategoryBodySchema>;

/** Creates a sub-category of `categoryId`, or edits `subCategory`. */
export function SubCategoryForm({
  categoryId,
  subCategory,
  onDone,
}: {
  categoryId: string;
  subCategory?: ConsoleSubCategory;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [create, creating] = useCreateSubCategoryMutation();
  const [update, updating] = useUpdateSubCategoryMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: fieldResolver(createSubCategoryBodySchema),
    defaultValues: {
      categoryId,
      enName: subCategory?.enName ?? '',
      kuName: subCategory?.kuName ?? '',
      arName: subCategory?.arName ?? '',
      position: subCategory?.position ?? 0,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (subCategory) await update({ id: subCategory._id, ...values }).unwrap();
      else await create(values).unwrap();
      toast.success(t('categories.subSaved'));
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
      className="mb-4 flex flex-col gap-3 rounded-md bg-slate-50 p-3"
    >
      <ThreeNames idPrefix="sub" register={register} errors={errors} />
      <Field id="sub-position" label={t('common.position')} error={positionError} className="w-40">
        <NumberInput
          id="sub-position"
          whole
          {...register('position', { setValueAs: readNumber })}
        />
      </Field>
      <div className="flex gap-2">
        <button
          type="submit"
          className={buttonClass}
          disabled={creating.isLoading || updating.isLoading}
        >
          {t('common.save')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
