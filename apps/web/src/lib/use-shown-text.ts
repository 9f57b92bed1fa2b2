import { useCallback } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ShownMessage } from '@/lib/api-failure';

/** Turns a shown message into text in the reading language (unknown sentences verbatim). */
export function useShownText(): (message: ShownMessage) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: ShownMessage) => ('raw' in message ? message.raw : t(message.key, message.values)),
    [t],
  );
}
