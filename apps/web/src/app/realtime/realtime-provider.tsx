import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { messageSenderName } from '@chapkhana/shared/chat-names';
import { toLanguage } from '@chapkhana/shared/languages';
import { toast } from '@/lib/toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useStore } from 'react-redux';
import { realtimeCacheHandlers } from '@/app/realtime/realtime-cache';
import type { AppStore } from '@/app/store';
import { connectCustomerSocket, RealtimeConnection } from '@/lib/realtime';
import { useCustomerToken } from '@/lib/use-customer';

const RealtimeContext = createContext<RealtimeConnection | null>(null);

/**
 * Owns the storefront's socket for the app's lifetime: reconnects with the new token after a
 * login or logout and routes server events into the RTK Query cache.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const store = useStore() as AppStore;
  // The i18next instance is stable and translates into the language being read at call time.
  const { i18n } = useTranslation();
  const [connection] = useState(
    () =>
      new RealtimeConnection(
        realtimeCacheHandlers(store, (message) => {
          // The shop's name in the language read now, not the one it was written in.
          const sender = messageSenderName(message, toLanguage(i18n.language));
          toast(i18n.t('chat.incoming', { sender }));
        }),
        connectCustomerSocket,
      ),
  );
  const token = useCustomerToken();

  useEffect(() => {
    void connection.start(token);
    return () => connection.stop();
  }, [connection, token]);

  return <RealtimeContext.Provider value={connection}>{children}</RealtimeContext.Provider>;
}

/** Follows a product's updates (docs/storefront.md §4: productUpdate reloads it) while the page is open. */
export function useProductRoom(productId: string | undefined): void {
  const connection = useContext(RealtimeContext);
  useEffect(() => {
    if (!connection || !productId) return;
    return connection.joinProduct(productId);
  }, [connection, productId]);
}
