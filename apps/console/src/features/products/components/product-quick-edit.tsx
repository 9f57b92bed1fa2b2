import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { SellerProductSummary } from '@chapkhana/shared/products';
import { buttonClass, secondaryButtonClass } from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import { useQuickEditProductMutation } from '@/features/products/api/quick-edit-product';
import { toastFailure } from '@/lib/api-failure';
import { readNumber } from '@/lib/number-input';

/**
 * Price and stock changed from the list, without opening the long form. Stock is editable only
 * for a product with one colour and no sizes; others keep it per colour, in the form.
 */
export function ProductQuickEdit({ product }: { product: SellerProductSummary }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState(product.price);
  const [stock, setStock] = useState(String(product.stock));
  const [save, { isLoading }] = useQuickEditProductMutation();

  if (!open) {
    return (
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => setOpen(true)}
        data-testid="quick-edit"
      >
        {t('products.quickEdit')}
      </button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...(price !== product.price ? { price } : {}),
      ...(product.simpleStock && stock !== String(product.stock)
        ? { stock: readNumber(stock) }
        : {}),
    };
    if (Object.keys(body).length === 0) {
      setOpen(false);
      return;
    }
    save({ id: product._id, body })
      .unwrap()
      .then(() => {
        toast.success(t('products.saved'));
        setOpen(false);
      })
      .catch(toastFailure);
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2"
      data-testid="quick-edit-form"
    >
      <label className="flex flex-col text-xs" htmlFor={`${id}-price`}>
        {t('products.price')}
        <NumberInput
          id={`${id}-price`}
          className="w-28"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
      </label>
      <label className="flex flex-col text-xs" htmlFor={`${id}-stock`}>
        {t('products.stock')}
        <NumberInput
          id={`${id}-stock`}
          whole
          className="w-24"
          value={stock}
          disabled={!product.simpleStock}
          title={product.simpleStock ? undefined : t('apiErrors.stock_kept_per_colour')}
          onChange={(event) => setStock(event.target.value)}
        />
      </label>
      <button type="submit" className={buttonClass} disabled={isLoading}>
        {t('common.save')}
      </button>
      <button type="button" className={secondaryButtonClass} onClick={() => setOpen(false)}>
        {t('common.cancel')}
      </button>
    </form>
  );
}
