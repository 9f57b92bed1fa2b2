import type { WishlistItem } from '@chapkhana/shared/wishlist';
import { localisedName } from '@chapkhana/shared/languages';
import { discountedUnitPrice, formatPrice, shownBasePrice } from '@chapkhana/shared/pricing';
import { Trash2 } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { Money } from '@/components/ui/money';
import { Thumbnail } from '@/components/ui/thumbnail';
import { paths } from '@/config/paths';
import { useRemoveWishlistItemMutation } from '@/features/cart/api/remove-wishlist-item';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useShownText } from '@/lib/use-shown-text';
import { actionToast } from '@/lib/action-toast';

const feedback = actionToast('wishlist-remove');

/** A wishlist product (docs/storefront.md §2 Dashboard): picture, name, IQD price, and a remove button. */
export function WishlistCard({ item, rate }: { item: WishlistItem; rate: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shownText = useShownText();
  const [remove, { isLoading }] = useRemoveWishlistItemMutation();
  const name = localisedName(item, language);
  const shown = shownBasePrice(item);

  const onRemove = async () => {
    try {
      await remove(item._id).unwrap();
      feedback.success(shownText({ key: 'wishlist.messages.removed' }));
    } catch (error) {
      void feedback.failure(error, shownText);
    }
  };

  return (
    <article
      data-testid="wishlist-card"
      className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
    >
      <Link to={paths.productDetails(item.slug)} className="group flex flex-1 flex-col">
        <div className="relative">
          <Thumbnail src={item.image} alt="" size={240} fluid className="rounded-none" />
          {item.discount > 0 ? (
            <span className="absolute start-2 top-2 rounded-md bg-accent-700 px-2 py-0.5 text-xs font-bold text-white">
              <bdi dir="ltr">-{item.discount}%</bdi>
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-brand-700">
            {name}
          </h3>
          <p className="mt-auto text-sm font-bold text-brand-700" data-testid="wishlist-price">
            {rate === undefined ? '…' : <WishlistPrice item={item} rate={rate} />}
          </p>
          {item.stock <= 0 && !shown.perPiece ? (
            <p className="text-xs font-medium text-red-700">{t('product.outOfStock')}</p>
          ) : null}
        </div>
      </Link>
      <button
        type="button"
        data-testid="wishlist-remove"
        onClick={() => void onRemove()}
        disabled={isLoading}
        aria-label={t('wishlist.removeNamed', { name })}
        className="flex h-10 items-center justify-center gap-1.5 border-t border-slate-200 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('wishlist.remove')}
      </button>
    </article>
  );
}

/** The wishlist line's IQD price; a print product's reads "from … a piece". */
function WishlistPrice({ item, rate }: { item: WishlistItem; rate: string }) {
  const { t } = useTranslation();
  const shown = shownBasePrice(item);
  const amount = formatPrice(discountedUnitPrice(shown.price, rate, item.discount));
  return shown.perPiece ? (
    <bdi>{t('catalogue.priceFromPiece', { amount })}</bdi>
  ) : (
    <Money amount={amount} />
  );
}
