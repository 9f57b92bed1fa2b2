import { useEffect, useRef } from 'react';
import type { Language } from '@chapkhana/shared/languages';
import { useLanguage } from './use-language';

/**
 * Calls `onSwitch` when the reader switches language while `signedIn`, so the shop can keep the
 * language it mails them in (a customer's proofs, a seller's answers). Opening a page in a
 * language is no switch: sign-in and registration send the language themselves.
 */
export function useLanguageSwitched(signedIn: boolean, onSwitch: (language: Language) => void) {
  const language = useLanguage();
  const shown = useRef(language);
  // Runs again on a new `onSwitch`, but acts only once per language shown.
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    if (signedIn) onSwitch(language);
  }, [language, signedIn, onSwitch]);
}
