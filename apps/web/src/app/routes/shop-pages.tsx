import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { Language } from '@chapkhana/shared/languages';
import type { ShopPage } from '@chapkhana/shared/settings';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { useGetShopContactsQuery } from '@/features/shop-info/api/get-shop-contacts';
import { shopPageApi, useGetShopPageQuery } from '@/features/shop-info/api/get-shop-page';
import type { PageData } from '@/app/route-table';
import { ContactList } from '@/features/shop-info/components/contact-list';
import { ShopText } from '@/features/shop-info/components/shop-text';
import { shortText } from '@chapkhana/shared/page-head';
import { pageRead, usePageHead } from '@/rendering';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import { useFailedRead } from '@/lib/response-status';
import { LoadError } from '@/components/ui/load-error';

/** Which text stands in when the reader's language has none (as names do, languages.ts). */
const TEXT_FALLBACK: Record<Language, readonly Language[]> = {
  kr: ['kr', 'ar', 'en'],
  ar: ['ar', 'en', 'kr'],
  en: ['en', 'ar', 'kr'],
};

/** The page's text in the reader's language, or the next one that has some. */
function useShopPageText(page: ShopPage) {
  const language = useLanguage();
  const query = useGetShopPageQuery(page);
  const texts = query.data?.text;
  const text = texts ? (TEXT_FALLBACK[language].map((l) => texts[l]).find(Boolean) ?? '') : '';
  return { ...query, text };
}

function ShopPageFrame({ page, children }: { page: ShopPage; children?: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`shopPages.${page}.title`);
  const { text, isLoading, isError, error, refetch } = useShopPageText(page);
  useFailedRead(isError, error);
  const description = shortText(text);
  usePageHead({ title, ...(description ? { description } : {}) });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8" data-testid={`${page}-page`}>
      <div className="mb-6">
        <PageTitle>{title}</PageTitle>
      </div>
      {children}
      {isLoading ? (
        <FullPageSpinner label={t('common.loading')} />
      ) : isError ? (
        <LoadError
          testId={`${page}-error`}
          message={t('shopPages.loadFailed')}
          onRetry={() => void refetch()}
        />
      ) : text ? (
        <ShopText text={text} testId={`${page}-text`} />
      ) : page === 'about' ? (
        <EmptyState icon={Info} testId={`${page}-empty`} title={t('shopPages.empty')} />
      ) : null}
    </div>
  );
}

/** What /about reads besides the frame's. */
export const aboutData: PageData = () => [pageRead(shopPageApi.endpoints.getShopPage, 'about')];

/** What /contact reads besides the frame's (the contacts, which it shows too). */
export const contactData: PageData = () => [pageRead(shopPageApi.endpoints.getShopPage, 'contact')];

/** /about: the shop's About page, as an admin wrote it. */
export function AboutRoute() {
  return <ShopPageFrame page="about" />;
}

/** /contact: the shop's numbers and email as links, then the Contact text an admin wrote. */
export function ContactRoute() {
  const { data: contacts } = useGetShopContactsQuery(undefined);
  return (
    <ShopPageFrame page="contact">
      {contacts ? (
        <div className="mb-8">
          <ContactList contacts={contacts} />
        </div>
      ) : null}
    </ShopPageFrame>
  );
}
