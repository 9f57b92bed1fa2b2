import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useGetCardTemplateQuery } from '@/features/card-templates/api/get-card-template';
import { useGetCardTemplateProductsQuery } from '@/features/card-templates/api/get-card-templates';
import { TemplateEditor } from '@/features/card-templates/components/template-editor';
import { blankForm, formOf } from '@/features/card-templates/utils/template-draft';

/** A new card template (`?product=` picks its product) or one to edit, once what it needs is read. */
export function CardTemplateEditRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const products = useGetCardTemplateProductsQuery(undefined);
  const template = useGetCardTemplateQuery(id ?? '', { skip: !id });
  const list = products.data?.products;
  const ready = list && (!id || template.data);
  return (
    <>
      <PageTitle
        actions={
          <Link to={paths.seller.cardTemplates} className="text-sm text-brand-700 underline">
            {t('cardTemplates.backToList')}
          </Link>
        }
      >
        {t(id ? 'cardTemplates.editTitle' : 'cardTemplates.newTitle')}
      </PageTitle>
      <QueryState
        isLoading={products.isLoading || template.isLoading}
        isError={products.isError || template.isError}
        error={products.error ?? template.error}
        onRetry={() => {
          void products.refetch();
          if (id) void template.refetch();
        }}
      />
      {list && list.length === 0 && !id ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('cardTemplates.noProducts')}
        </p>
      ) : null}
      {ready && (id || list.length > 0) ? (
        <TemplateEditor
          key={id ?? 'new'}
          products={list}
          templateId={id}
          savedAt={template.data?.template.updatedAt}
          initial={
            template.data
              ? formOf(template.data.template)
              : blankForm(list.find((p) => p._id === search.get('product')) ?? list[0])
          }
        />
      ) : null}
    </>
  );
}
