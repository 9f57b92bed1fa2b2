import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Field, inputClass } from '@/components/ui/field';
import { useGetCatalogueQuery } from '@/features/products/api/get-catalogue';
import { PriceInput } from '@/features/products/components/price-input';
import { usePriceEntry } from '@/features/products/hooks/use-price-entry';
import type { ProductValues } from '@/features/products/utils/product-values';
import { fieldError } from '@/lib/field-error';
import { numberInputProps, readNumber } from '@/lib/number-input';
import { useLocalisedName } from '@/lib/use-localised';

interface Props {
  register: UseFormRegister<ProductValues>;
  errors: FieldErrors<ProductValues>;
  categoryId: string;
  onCategoryChange: () => void;
}

const DESCRIPTIONS = [
  { key: 'kuDescription', label: 'products.descriptionKu', dir: 'rtl', lang: 'ckb' },
  { key: 'arDescription', label: 'products.descriptionAr', dir: 'rtl', lang: 'ar' },
  { key: 'enDescription', label: 'products.descriptionEn', dir: 'ltr', lang: 'en' },
] as const;

/** Code, price, discount, category, sub-category and the three descriptions. */
export function ProductDetailsFields({ register, errors, categoryId, onCategoryChange }: Props) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  const { data } = useGetCatalogueQuery(undefined);
  const inDinars = usePriceEntry().currency === 'IQD';
  const subCategories = data?.categories.find((c) => c._id === categoryId)?.subCategories ?? [];
  const error = (message: string | undefined) => fieldError(t, message);
  const invalid = (message: string | undefined) => (message ? true : undefined);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="product-code" label={t('products.code')} error={error(errors.code?.message)}>
          <input
            id="product-code"
            dir="ltr"
            className={inputClass}
            aria-invalid={invalid(errors.code?.message)}
            {...register('code')}
          />
        </Field>
        <Field
          id="product-price"
          label={inDinars ? t('products.priceIqd') : t('products.price')}
          error={error(errors.price?.message)}
          hint={inDinars ? t('products.priceHintIqd') : t('products.priceHint')}
        >
          <PriceInput
            id="product-price"
            name="price"
            places={2}
            error={error(errors.price?.message)}
            testId="product-price"
          />
        </Field>
        <Field
          id="product-discount"
          label={t('products.discount')}
          error={error(errors.discount?.message)}
        >
          <input
            id="product-discount"
            {...numberInputProps}
            className={inputClass}
            aria-invalid={invalid(errors.discount?.message)}
            {...register('discount', { setValueAs: readNumber })}
          />
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="product-category"
          label={t('products.category')}
          error={error(errors.categoryId?.message)}
        >
          <select
            id="product-category"
            className={inputClass}
            aria-invalid={invalid(errors.categoryId?.message)}
            {...register('categoryId', { onChange: onCategoryChange })}
          >
            <option value="">{t('products.chooseCategory')}</option>
            {data?.categories.map((category) => (
              <option key={category._id} value={category._id}>
                {nameOf(category)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="product-sub-category"
          label={t('products.subCategory')}
          error={error(errors.subCategoryId?.message)}
        >
          <select
            id="product-sub-category"
            className={inputClass}
            disabled={subCategories.length === 0}
            {...register('subCategoryId', { setValueAs: (value: string | null) => value || null })}
          >
            <option value="">{t('products.noSubCategory')}</option>
            {subCategories.map((sub) => (
              <option key={sub._id} value={sub._id}>
                {nameOf(sub)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {DESCRIPTIONS.map(({ key, label, dir, lang }) => (
          <Field
            key={key}
            id={`product-${key}`}
            label={t(label)}
            error={error(errors[key]?.message)}
          >
            <textarea
              id={`product-${key}`}
              dir={dir}
              lang={lang}
              rows={4}
              className={inputClass}
              {...register(key)}
            />
          </Field>
        ))}
      </div>
    </>
  );
}
