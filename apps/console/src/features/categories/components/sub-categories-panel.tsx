import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ConsoleSubCategory } from '@chapkhana/shared/catalogue';
import { DataTable } from '@/components/ui/data-table';
import { DeleteButton } from '@/components/ui/delete-button';
import { buttonClass, secondaryButtonClass } from '@/components/ui/field';
import { useDeleteSubCategoryMutation } from '@/features/categories/api/delete-sub-category';
import { useGetAdminSubCategoriesQuery } from '@/features/categories/api/get-sub-categories';
import { SubCategoryForm } from '@/features/categories/components/sub-category-form';
import { useLocalisedName } from '@/lib/use-localised';

/** The sub-categories of one category, with a form to add or change one. */
export function SubCategoriesPanel({ categoryId, title }: { categoryId: string; title: string }) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  const { data } = useGetAdminSubCategoriesQuery(categoryId);
  const [editing, setEditing] = useState<ConsoleSubCategory | 'new' | null>(null);
  const [remove, removing] = useDeleteSubCategoryMutation();
  return (
    <section className="mt-6 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('categories.subOf', { name: title })}</h2>
        <button type="button" className={buttonClass} onClick={() => setEditing('new')}>
          {t('categories.newSub')}
        </button>
      </div>
      {editing ? (
        <SubCategoryForm
          key={editing === 'new' ? 'new' : editing._id}
          categoryId={categoryId}
          subCategory={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <DataTable
        framed={false}
        rows={data?.items ?? []}
        rowKey={(sub) => sub._id}
        columns={[
          { header: t('common.name'), cell: nameOf },
          { header: t('common.position'), cell: (sub) => sub.position },
          { header: t('categories.productCount'), cell: (sub) => sub.productCount },
        ]}
        actions={(sub) => (
          <>
            <button type="button" className={secondaryButtonClass} onClick={() => setEditing(sub)}>
              {t('common.edit')}
            </button>
            <DeleteButton
              question={t('categories.confirmDeleteSub', { name: nameOf(sub) })}
              done={t('categories.subDeleted')}
              busy={removing.isLoading}
              remove={() => remove(sub._id).unwrap()}
            />
          </>
        )}
      />
      {data && data.items.length === 0 ? (
        <p className="p-3 text-slate-600">{t('categories.noSubs')}</p>
      ) : null}
    </section>
  );
}
