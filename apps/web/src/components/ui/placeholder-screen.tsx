import type { ParseKeys } from 'i18next';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

/** Translated stand-in for a screen a later change builds: its title and "coming soon". */
export function PlaceholderScreen({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();
  return (
    <section data-testid="placeholder-screen" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PageTitle>{t(titleKey)}</PageTitle>
      <p className="mt-4 text-slate-600">{t('common.comingSoon')}</p>
      <Link
        to={paths.home}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t('common.backHome')}
      </Link>
    </section>
  );
}
