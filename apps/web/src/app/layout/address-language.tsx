import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isLanguage } from '@chapkhana/shared/languages';
import { useLanguage } from '@chapkhana/web-kit/use-language';

/**
 * Keeps an address's `?lng=` (one address per language, docs/design.md §7) in step with the language the
 * reader switches to: the server serves that address in its `lng`, so a reload or a shared link
 * must carry the language now shown, not the one the page was opened in.
 */
export function AddressLanguage() {
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('lng');
  useEffect(() => {
    if (!isLanguage(inAddress) || inAddress === language) return;
    setParams(
      (current) => {
        current.set('lng', language);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [inAddress, language, setParams]);
  return null;
}
