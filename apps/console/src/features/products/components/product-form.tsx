import { fieldErrorMessage } from '@chapkhana/shared/field-errors';
import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import { useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import type { SellerProduct } from '@chapkhana/shared/products';
import { readApiFailure } from '@chapkhana/web-kit/api-failure';
import { buttonClass } from '@/components/ui/field';
import { ThreeNames } from '@/components/ui/three-names';
import { useAddProductImagesMutation } from '@/features/products/api/add-product-images';
import { useArrangeProductImagesMutation } from '@/features/products/api/arrange-product-images';
import { useCreateProductMutation } from '@/features/products/api/create-product';
import { useUpdateProductMutation } from '@/features/products/api/update-product';
import { ColourFields } from '@/features/products/components/colour-fields';
import { ImageManager, type ImageSelection } from '@/features/products/components/image-manager';
import { PrintFields } from '@/features/products/components/print-fields';
import { ProductDetailsFields } from '@/features/products/components/product-details-fields';
import { productFormSchema, type ProductFormBody } from '@/features/products/utils/print-values';
import { productValues, type ProductValues } from '@/features/products/utils/product-values';
import { toastFailure } from '@/lib/api-failure';

/** Creates or edits a product: details, colours and pictures, then returns via `onSaved`. */
export function ProductForm({
  product,
  onSaved,
}: {
  product?: SellerProduct;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [create, creating] = useCreateProductMutation();
  const [update, updating] = useUpdateProductMutation();
  const [addImages, adding] = useAddProductImagesMutation();
  const [arrange, arranging] = useArrangeProductImagesMutation();
  const [images, setImages] = useState<ImageSelection>({ kept: product?.images ?? [], added: [] });
  const form = useForm<ProductValues, unknown, ProductFormBody>({
    resolver: fieldResolver(productFormSchema),
    defaultValues: productValues(product),
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = form;
  const categoryId = useWatch({ control, name: 'categoryId' });
  const busy = creating.isLoading || updating.isLoading || adding.isLoading || arranging.isLoading;

  const onSubmit = handleSubmit(async (body) => {
    try {
      let id = product?._id;
      if (id) await update({ id, body }).unwrap();
      else id = (await create(body).unwrap()).product._id;
      const original = product?.images ?? [];
      if (product && images.kept.join('\n') !== original.join('\n')) {
        await arrange({ id, images: images.kept }).unwrap();
      }
      if (images.added.length > 0) await addImages({ id, files: images.added }).unwrap();
      toast.success(t('products.saved'));
      onSaved();
    } catch (failure) {
      toastFailure(failure);
      // The server names the fields it refused (`print.options.0.values.1.effect.amount`), each
      // with its field-error code: mark them.
      const { code, params, fieldErrors } = readApiFailure(failure);
      if (code === 'invalid_input') {
        const named = Object.entries(fieldErrors);
        const fields = String(params.fields ?? '')
          .split(', ')
          .filter(Boolean);
        for (const [field, error] of named) {
          const message = fieldErrorMessage(error.code, error.params);
          setError(field as Path<ProductValues>, { type: 'server', message });
        }
        if (named.length === 0) {
          for (const field of fields) {
            setError(field as Path<ProductValues>, { type: 'server', message: 'invalid' });
          }
        }
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-6"
        data-testid="product-form"
      >
        <section className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold">{t('products.names')}</h2>
          <ThreeNames idPrefix="product" register={register} errors={errors} oneEnough />
          <ProductDetailsFields
            register={register}
            errors={errors}
            categoryId={categoryId}
            onCategoryChange={() => setValue('subCategoryId', null)}
          />
        </section>
        <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <ColourFields control={control} register={register} errors={errors} />
        </section>
        <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <PrintFields />
        </section>
        <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <ImageManager value={images} onChange={setImages} />
        </section>
        <button
          type="submit"
          className={`${buttonClass} self-start`}
          disabled={busy}
          data-testid="save-product"
        >
          {busy ? t('common.saving') : t('common.save')}
        </button>
      </form>
    </FormProvider>
  );
}
