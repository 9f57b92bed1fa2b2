import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { usePageHead } from '@/rendering';
import { useResponseStatus } from '@/lib/response-status';

/** Shown for any path the storefront does not know. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  useResponseStatus(404);
  usePageHead({ title: t('notFound.title'), description: t('notFound.body'), notFound: true });
  return (
    <section data-testid="not-found" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-brand-700">
        404
      </p>
      <div className="mt-4">
        <PageTitle>{t('notFound.title')}</PageTitle>
      </div>
      <p className="mt-4 text-slate-600">{t('notFound.body')}</p>
      <Link
        to={paths.home}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t('common.backHome')}
      </Link>
    </section>
  );
}
