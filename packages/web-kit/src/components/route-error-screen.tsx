import { useTranslation } from '@chapkhana/web-kit/use-translation';

/**
 * Route error boundary of both apps: a failed chunk load or a render error, with a way out
 * instead of a blank screen (`errors.title`, `errors.body`, `errors.reload` in each app).
 */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center" data-testid="route-error">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('errors.title')}</h1>
      <p className="mt-4 text-slate-600">{t('errors.body')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t('errors.reload')}
      </button>
    </main>
  );
}
