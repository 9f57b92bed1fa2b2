import Big from 'big.js';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ProductQuickEditBody, SellerProductSummary } from '@chapkhana/shared/products';
import { buttonClass, secondaryButtonClass } from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import { normaliseNumber } from '@chapkhana/shared/text';
import { useQuickEditProductMutation } from '@/features/products/api/quick-edit-product';
import { PriceChangeDialog } from '@/features/products/components/price-change-dialog';
import { PriceTextInput } from '@/features/products/components/price-input';
import { usePriceCurrency } from '@/features/products/hooks/use-price-currency';
import { PriceEntryContext } from '@/features/products/hooks/use-price-entry';
import { largePriceChanges, type PriceChange } from '@/features/products/utils/price-changes';
import { toastFailure } from '@/lib/api-failure';
import { readNumber } from '@/lib/number-input';

/**
 * Price and stock changed from the list, without opening the long form. Stock is editable only
 * for a product with one colour and no sizes; others keep it per colour, in the form. The price
 * is typed as in the form (the seller's currency, its dinar read-out) and a change of more than
 * ×5 or ÷5 is asked about first, with the form's dialog.
 */
export function ProductQuickEdit({ product }: { product: SellerProductSummary }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState(product.price);
  const [stock, setStock] = useState(String(product.stock));
  const [save, { isLoading }] = useQuickEditProductMutation();
  const { entry } = usePriceCurrency();
  const [pending, setPending] = useState<{
    body: ProductQuickEditBody;
    changes: PriceChange[];
  } | null>(null);

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

  const send = (body: ProductQuickEditBody) => {
    save({ id: product._id, body })
      .unwrap()
      .then(() => {
        toast.success(t('products.saved'));
        setOpen(false);
      })
      .catch(toastFailure);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typedPrice = normaliseNumber(price);
    // 8,515 dinars is 6.5, the saved 6.50: no change to send.
    const samePrice =
      typedPrice === product.price ||
      (/^\d+(\.\d+)?$/.test(typedPrice) && new Big(typedPrice).eq(product.price));
    const body: ProductQuickEditBody = {
      ...(samePrice ? {} : { price: typedPrice }),
      ...(product.simpleStock && stock !== String(product.stock)
        ? { stock: readNumber(stock) }
        : {}),
    };
    if (Object.keys(body).length === 0) {
      setOpen(false);
      return;
    }
    const changes = largePriceChanges(
      { price: product.price, print: null },
      { price: typedPrice, print: null },
    );
    if (changes.length > 0) setPending({ body, changes });
    else send(body);
  };

  return (
    <PriceEntryContext.Provider value={entry}>
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2"
        data-testid="quick-edit-form"
      >
        {/* The dinar read-out sits under the field, outside its label. */}
        <div className="flex flex-col text-xs">
          <label htmlFor={`${id}-price`}>
            {entry.currency === 'IQD' ? t('products.priceIqd') : t('products.price')}
          </label>
          <PriceTextInput
            id={`${id}-price`}
            className="w-32"
            places={2}
            value={price}
            onChange={setPrice}
            testId="quick-edit-price"
          />
        </div>
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
      {pending ? (
        <PriceChangeDialog
          changes={pending.changes}
          rate={entry.rate}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            setPending(null);
            send(pending.body);
          }}
        />
      ) : null}
    </PriceEntryContext.Provider>
  );
}
