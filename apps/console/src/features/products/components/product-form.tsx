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
import { useUploadProductImages } from '@/features/products/api/add-product-images';
import { useArrangeProductImagesMutation } from '@/features/products/api/arrange-product-images';
import { useCreateProductMutation } from '@/features/products/api/create-product';
import { usePublishProductMutation } from '@/features/products/api/publish-product';
import { useUpdateProductMutation } from '@/features/products/api/update-product';
import { ColourFields } from '@/features/products/components/colour-fields';
import { ImageManager, type ImageSelection } from '@/features/products/components/image-manager';
import { PrintFields } from '@/features/products/components/print-fields';
import { PriceChangeDialog } from '@/features/products/components/price-change-dialog';
import { PriceCurrencySwitch } from '@/features/products/components/price-currency-switch';
import { DepositFields } from '@/features/products/components/deposit-fields';
import { ProductDetailsFields } from '@/features/products/components/product-details-fields';
import { usePriceCurrency } from '@/features/products/hooks/use-price-currency';
import { PriceEntryContext } from '@/features/products/hooks/use-price-entry';
import {
  largePriceChanges,
  type PriceChange,
  type PricedValues,
} from '@/features/products/utils/price-changes';
import {
  productFormSchema,
  sortedTiers,
  tiersNeedSorting,
  type ProductFormBody,
} from '@/features/products/utils/print-values';
import { productValues, type ProductValues } from '@/features/products/utils/product-values';
import { toastFailure } from '@/lib/api-failure';

/**
 * Creates or edits a product: details, colours and pictures, then returns via `onSaved`. A new
 * product is made as a draft (once, whatever the number of taps: one creation key per form),
 * after which the form edits it; its pictures go up with progress, and it is published only
 * when the seller asked and it has its pictures. A failure part-way leaves a draft the next
 * Save continues.
 */
export function ProductForm({
  product,
  onSaved,
  onCreated,
}: {
  product?: SellerProduct;
  onSaved: () => void;
  onCreated?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [create, creating] = useCreateProductMutation();
  const [update, updating] = useUpdateProductMutation();
  const { upload, progress } = useUploadProductImages();
  const [arrange, arranging] = useArrangeProductImagesMutation();
  const [publish, publishing] = usePublishProductMutation();
  const [creationKey] = useState(() => crypto.randomUUID());
  /** The product being edited: the one given, or the draft this form created. */
  const [savedId, setSavedId] = useState(product?._id);
  const [storedImages, setStoredImages] = useState(product?.images ?? []);
  const [published, setPublished] = useState(product?.published ?? false);
  const [wantPublished, setWantPublished] = useState(product?.published ?? true);
  const [draftReason, setDraftReason] = useState<string | null>(null);
  const [images, setImages] = useState<ImageSelection>({ kept: product?.images ?? [], added: [] });
  /** The prices last saved (large changes from them are confirmed first); none for a new product. */
  const [savedPrices, setSavedPrices] = useState<PricedValues | null>(() =>
    product ? productValues(product) : null,
  );
  const [pendingSave, setPendingSave] = useState<{
    body: ProductFormBody;
    changes: PriceChange[];
  } | null>(null);
  const { entry: priceEntry, chosen: currency, choose: chooseCurrency } = usePriceCurrency();
  const { rate } = priceEntry;
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
  const busy =
    creating.isLoading ||
    updating.isLoading ||
    progress !== null ||
    arranging.isLoading ||
    publishing.isLoading;

  const save = async (body: ProductFormBody) => {
    try {
      setDraftReason(null);
      let id = savedId;
      if (id) await update({ id, body }).unwrap();
      else {
        id = (await create({ body, creationKey }).unwrap()).product._id;
        setSavedId(id);
        onCreated?.(id);
      }
      let stored = storedImages;
      if (images.kept.join('\n') !== stored.join('\n')) {
        stored = (await arrange({ id, images: images.kept }).unwrap()).product.images;
        setStoredImages(stored);
      }
      if (images.added.length > 0) {
        stored = (await upload(id, images.added)).product.images;
        setStoredImages(stored);
        setImages({ kept: stored, added: [] });
      }
      if (wantPublished !== published) {
        if (wantPublished && stored.length === 0) {
          // Kept as a draft: customers never see a product without a picture.
          setDraftReason(t('apiErrors.product_needs_picture'));
          toast(t('products.savedDraft'));
          return;
        }
        await publish({ id, published: wantPublished }).unwrap();
        setPublished(wantPublished);
      }
      setSavedPrices(body);
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
  };

  // A price moved more than ×5 or ÷5 from its saved value is asked about before anything is sent.
  const onSubmit = handleSubmit((body) => {
    const changes = largePriceChanges(savedPrices, body);
    if (changes.length > 0) setPendingSave({ body, changes });
    else return save(body);
  });

  return (
    <FormProvider {...form}>
      <PriceEntryContext.Provider value={priceEntry}>
        <form
          noValidate
          onSubmit={(event) => {
            // Rows typed out of order are sorted on Save (the tier table sorts only once left).
            const print = form.getValues('print');
            if (print && tiersNeedSorting(print.tiers)) {
              setValue('print.tiers', sortedTiers(print.tiers));
            }
            void onSubmit(event);
          }}
          className="flex flex-col gap-6"
          data-testid="product-form"
        >
          <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <PriceCurrencySwitch entry={priceEntry} chosen={currency} onChoose={chooseCurrency} />
          </section>
          <section className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-semibold">{t('products.names')}</h2>
            <ThreeNames idPrefix="product" register={register} errors={errors} oneEnough />
            <ProductDetailsFields
              register={register}
              errors={errors}
              categoryId={categoryId}
              onCategoryChange={() => setValue('subCategoryId', null)}
            />
            <DepositFields />
          </section>
          <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <ColourFields control={control} register={register} errors={errors} />
          </section>
          <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <PrintFields />
          </section>
          <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <ImageManager value={images} onChange={setImages} progress={progress} />
          </section>
          <section className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm font-medium" data-testid="product-status">
              {savedId
                ? published
                  ? t('products.status.published')
                  : t('products.status.draft')
                : t('products.status.new')}
            </p>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={wantPublished}
                onChange={(event) => setWantPublished(event.target.checked)}
                data-testid="want-published"
              />
              {t('products.wantPublished')}
            </label>
            {draftReason ? (
              <p role="alert" className="text-sm text-amber-800" data-testid="draft-reason">
                {draftReason}
              </p>
            ) : null}
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
        {pendingSave ? (
          <PriceChangeDialog
            changes={pendingSave.changes}
            rate={rate}
            onCancel={() => setPendingSave(null)}
            onConfirm={() => {
              setPendingSave(null);
              void save(pendingSave.body);
            }}
          />
        ) : null}
      </PriceEntryContext.Provider>
    </FormProvider>
  );
}
