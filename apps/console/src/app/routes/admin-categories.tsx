import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ConsoleCategory } from '@chapkhana/shared/catalogue';
import { DataTable } from '@/components/ui/data-table';
import { DeleteButton } from '@/components/ui/delete-button';
import { buttonClass, secondaryButtonClass } from '@/components/ui/field';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { useGetAdminCategoriesQuery } from '@/features/categories/api/get-categories';
import { useDeleteCategoryMutation } from '@/features/categories/api/delete-category';
import { CategoryForm } from '@/features/categories/components/category-form';
import { SubCategoriesPanel } from '@/features/categories/components/sub-categories-panel';
import { useLocalisedName } from '@/lib/use-localised';

export function CategoriesRoute() {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  const [page, setPage] = useState(1);
  const { data } = useGetAdminCategoriesQuery(page);
  const [editing, setEditing] = useState<ConsoleCategory | 'new' | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [remove, removing] = useDeleteCategoryMutation();
  const open = data?.items.find((category) => category._id === openId);
  return (
    <>
      <PageTitle
        actions={
          <button type="button" className={buttonClass} onClick={() => setEditing('new')}>
            {t('categories.new')}
          </button>
        }
      >
        {t('categories.title')}
      </PageTitle>
      {editing ? (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing._id}
          category={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <DataTable
        rows={data?.items ?? []}
        rowKey={(category) => category._id}
        rowTestId={(category) => `category-row-${category.slug}`}
        columns={[
          {
            header: t('common.image'),
            cell: (category) => (
              <img src={category.image} alt="" className="size-10 rounded object-cover" />
            ),
          },
          { header: t('common.name'), cell: nameOf },
          { header: t('common.position'), cell: (category) => category.position },
          { header: t('categories.subCount'), cell: (category) => category.subCategoryCount },
          { header: t('categories.productCount'), cell: (category) => category.productCount },
        ]}
        actions={(category) => (
          <>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => setEditing(category)}
            >
              {t('common.edit')}
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => setOpenId(category._id)}
            >
              {t('categories.subCategories')}
            </button>
            <DeleteButton
              question={t('categories.confirmDelete', { name: nameOf(category) })}
              done={t('categories.deleted')}
              busy={removing.isLoading}
              remove={async () => {
                await remove(category._id).unwrap();
                if (openId === category._id) setOpenId(null);
              }}
            />
          </>
        )}
      />
      {data ? (
        <Pager page={data.page} perPage={data.perPage} total={data.total} onPage={setPage} />
      ) : null}
      {open ? (
        <SubCategoriesPanel key={open._id} categoryId={open._id} title={nameOf(open)} />
      ) : null}
    </>
  );
}
