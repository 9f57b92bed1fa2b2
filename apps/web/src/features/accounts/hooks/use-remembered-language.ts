import { useLanguageSwitched } from '@chapkhana/web-kit/use-language-switched';
import { useSaveLanguageMutation } from '@/features/accounts/api/save-language';
import { useCustomer } from '@/lib/use-customer';

/** A signed-in customer's language switch is kept by the shop: their mail follows it. */
export function useRememberedLanguage(): void {
  const [saveLanguage] = useSaveLanguageMutation();
  // A failed save leaves the last one stored: the page has switched all the same.
  useLanguageSwitched(useCustomer() !== null, (lng) => void saveLanguage({ lng }));
}
