import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { readApiFailure } from '@chapkhana/web-kit/api-failure';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { failureMessage } from '@/lib/api-failure';
import { useShownText } from '@/lib/use-shown-text';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

/**
 * Why the listing could not be read (docs/storefront.md §8): the server's error, translated by its
 * code, when it answered one; else the generic sentence. Its code (the error codes' catalogue)
 * loads only when a listing fails (routes/products.tsx), never with the page.
 */
export function ListingFailure({ error }: { error: QueryError }) {
  const { t } = useTranslation();
  const shownText = useShownText();
  const failure = readApiFailure(error);
  return (
    <>
      {failure.code || failure.sentence ? shownText(failureMessage(error)) : t('listing.loadError')}
    </>
  );
}
