import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { ConsoleSubCategory } from '@chapkhana/shared/console';
import { buttonClass, dangerButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { tableClass, tdClass, thClass } from '@/components/ui/page-title';
import {
  useDeleteSubCategoryMutation,
  useGetAdminSubCategoriesQuery,
} from '@/features/categories/api/sub-categories';
import { SubCategoryForm } from '@/features/categories/components/sub-category-form';
import { toastFailure } from '@/lib/api-failure';
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
      <table className={tableClass}>
        <thead>
          <tr>
            <th className={thClass}>{t('common.name')}</th>
            <th className={thClass}>{t('common.position')}</th>
            <th className={thClass}>{t('categories.productCount')}</th>
            <th className={thClass}>
              <span className="sr-only">{t('common.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data?.items.map((sub) => (
            <tr key={sub._id}>
              <td className={tdClass}>{nameOf(sub)}</td>
              <td className={tdClass}>{sub.position}</td>
              <td className={tdClass}>{sub.productCount}</td>
              <td className={tdClass}>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => setEditing(sub)}
                  >
                    {t('common.edit')}
                  </button>
                  <button
                    type="button"
                    className={dangerButtonClass}
                    disabled={removing.isLoading}
                    onClick={() => {
                      if (!window.confirm(t('categories.confirmDeleteSub', { name: nameOf(sub) })))
                        return;
                      remove(sub._id)
                        .unwrap()
                        .then(() => toast.success(t('categories.subDeleted')))
                        .catch(toastFailure);
                    }}
                  >
                    {t('common.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && data.items.length === 0 ? (
        <p className="p-3 text-slate-600">{t('categories.noSubs')}</p>
      ) : null}
    </section>
  );
}
