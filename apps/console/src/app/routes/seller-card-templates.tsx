import { useState } from 'react';
import { Link } from 'react-router';
import { formatIraqTime } from '@chapkhana/shared/dates';
import type { Language } from '@chapkhana/shared/languages';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { buttonClass, dangerButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import {
  useGetCardTemplateProductsQuery,
  useGetCardTemplatesQuery,
} from '@/features/card-templates/api/get-card-templates';
import { DeleteTemplateDialog } from '@/features/card-templates/components/delete-template-dialog';
import { useLocalisedName } from '@/lib/use-localised';

/**
 * The print house's card templates (issue 40): each with its product, size and sides, whether
 * customers see it, and when it was last changed; a new one, editing, or removing one (designs
 * already made keep their copy).
 */
export function CardTemplatesRoute() {
  const { t } = useTranslation();
  const language = useLanguage() as Language;
  const localised = useLocalisedName();
  const templates = useGetCardTemplatesQuery(undefined);
  const products = useGetCardTemplateProductsQuery(undefined);
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  const productName = (id: string) => {
    const product = products.data?.products.find((p) => p._id === id);
    return product ? localised(product) : t('cardTemplates.productGone');
  };
  const noProducts = products.data?.products.length === 0;
  return (
    <>
      <PageTitle
        actions={
          noProducts ? null : (
            <Link
              to={paths.seller.newCardTemplate}
              className={buttonClass}
              data-testid="new-template"
            >
              {t('cardTemplates.new')}
            </Link>
          )
        }
      >
        {t('cardTemplates.title')}
      </PageTitle>
      <p className="mb-4 max-w-prose text-sm text-slate-600">{t('cardTemplates.intro')}</p>
      <QueryState
        isLoading={templates.isLoading || products.isLoading}
        isError={templates.isError || products.isError}
        error={templates.error ?? products.error}
        onRetry={() => {
          void templates.refetch();
          void products.refetch();
        }}
      />
      {noProducts ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('cardTemplates.noProducts')}
        </p>
      ) : null}
      {templates.data && templates.data.templates.length === 0 && !noProducts ? (
        <p className="rounded-md bg-slate-100 p-4 text-sm" data-testid="no-templates">
          {t('cardTemplates.empty')}
        </p>
      ) : null}
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="card-templates">
        {templates.data?.templates.map((view) => {
          const name = view.name[language];
          const { trim } = view.template;
          return (
            <li
              key={view._id}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="font-semibold">{name}</h2>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${view.published ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}
                >
                  {t(view.published ? 'cardTemplates.shown' : 'cardTemplates.draft')}
                </span>
              </div>
              <p className="text-sm text-slate-700">{productName(view.productId)}</p>
              <p className="text-sm text-slate-600">
                {t('cardTemplates.sizeMm', trim)} ·{' '}
                {t('cardTemplates.sidesCount', { count: view.template.sides.length })} ·{' '}
                {t('cardTemplates.fieldCount', {
                  count: view.template.sides.reduce((n, side) => n + side.fields.length, 0),
                })}
              </p>
              <p className="text-xs text-slate-500">
                {t('cardTemplates.changed', { time: formatIraqTime(view.updatedAt) })}
              </p>
              <div className="mt-auto flex flex-wrap gap-2">
                <Link to={paths.seller.cardTemplate(view._id)} className={secondaryButtonClass}>
                  {t('cardTemplates.edit')}
                </Link>
                <button
                  type="button"
                  className={dangerButtonClass}
                  onClick={() => setAsking({ id: view._id, name })}
                >
                  {t('cardTemplates.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {asking ? (
        <DeleteTemplateDialog
          id={asking.id}
          name={asking.name}
          onDeleted={() => setAsking(null)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
