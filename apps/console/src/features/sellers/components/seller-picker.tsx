import { useEffect, useState } from 'react';
import type { ConsoleSeller } from '@chapkhana/shared/staff';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { inputClass } from '@/components/ui/field';
import { useGetSellersQuery } from '@/features/sellers/api/get-sellers';
import { useLocalisedName } from '@/lib/use-localised';

/** Sellers listed for one search: type more to narrow a long list. */
export const SELLERS_PER_SEARCH = 20;
/** Typing pauses this long before the list is asked for (one request per word, not per key). */
const TYPING_PAUSE_MS = 250;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Every seller, or one, however many there are: a search box asks the API for the sellers whose
 * names match (SELLERS_PER_SEARCH at a time, with how many more to narrow), the choice kept
 * while the search changes.
 */
export function SellerPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  /** The chosen seller's id, '' for every seller. */
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const name = useLocalisedName();
  const [search, setSearch] = useState('');
  const asked = useSettled(search.trim());
  const [chosen, setChosen] = useState<ConsoleSeller | null>(null);
  const { data, isFetching, isError } = useGetSellersQuery({
    page: 1,
    perPage: SELLERS_PER_SEARCH,
    ...(asked ? { search: asked } : {}),
  });
  const shopName = (seller: ConsoleSeller) =>
    name({ enName: seller.shopNameEn, kuName: seller.shopNameKu, arName: seller.shopNameAr });
  const found = data?.items ?? [];
  // The chosen seller stays listed when a new search does not find it.
  const listed =
    chosen && chosen._id === value && !found.some((seller) => seller._id === value)
      ? [chosen, ...found]
      : found;
  const more = (data?.total ?? 0) - found.length;
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <label htmlFor={`${id}-search`}>{t('cash.findSeller')}</label>
      <input
        id={`${id}-search`}
        type="search"
        className={inputClass}
        value={search}
        aria-controls={id}
        onChange={(event) => setSearch(event.target.value)}
      />
      <label htmlFor={id} className="sr-only">
        {t('cash.seller')}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        aria-busy={isFetching}
        onChange={(event) => {
          setChosen(listed.find((seller) => seller._id === event.target.value) ?? null);
          onChange(event.target.value);
        }}
      >
        <option value="">{t('cash.allSellers')}</option>
        {listed.map((seller) => (
          <option key={seller._id} value={seller._id}>
            {shopName(seller)}
          </option>
        ))}
      </select>
      <p className="text-xs text-slate-500" aria-live="polite" data-testid={`${id}-hint`}>
        {isError
          ? t('cash.sellersFailed')
          : data && found.length === 0
            ? t('cash.noSellerFound')
            : more > 0
              ? t('cash.moreSellers', { count: more })
              : null}
      </p>
    </div>
  );
}
