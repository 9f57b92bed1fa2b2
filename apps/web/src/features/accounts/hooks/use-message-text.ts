import { useCallback } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ShownMessage } from '@/lib/api-failure';
import { useErrorTexts } from '@/lib/error-texts';

/**
 * Turns a described message into text in the reading language (unknown sentences verbatim).
 * The error codes' messages are asked for as the component is drawn (lib/error-texts.ts).
 */
export function useMessageText(): (message: ShownMessage) => string {
  const { t } = useTranslation();
  useErrorTexts();
  return useCallback(
    (message: ShownMessage) => ('raw' in message ? message.raw : t(message.key, message.values)),
    [t],
  );
}
