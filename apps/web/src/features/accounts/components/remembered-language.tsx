import { useRememberedLanguage } from '@/features/accounts/hooks/use-remembered-language';

/**
 * Drawn for a signed-in customer only (the page frame): a visitor's page, and every page while
 * it is hydrated, sets up no save of the language (an RTK Query mutation's hook, 6–18 ms of the
 * hydrating task at 4x CPU). Opening a page is no switch, so mounting once the customer is known
 * misses none.
 */
export function RememberedLanguage(): null {
  useRememberedLanguage();
  return null;
}
