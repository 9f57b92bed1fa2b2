import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Takes the page's own title while the server renders it (it goes into the page's `<title>`). */
export const DocumentTitleContext = createContext<((title: string) => void) | undefined>(undefined);

/**
 * Gives the page its own title, "<page> — <shop's name>", on the server and in the browser; leaving the
 * page puts the shop's title back.
 */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const title = `${pageTitle} — ${t('brand.name')}`;
  useContext(DocumentTitleContext)?.(title);
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = t('meta.title');
    };
  }, [title, t]);
}
