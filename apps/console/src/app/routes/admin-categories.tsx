import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { ConsoleCategory } from '@chapkhana/shared/console';
import { buttonClass, dangerButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { cardClass, PageTitle, tableClass, tdClass, thClass } from '@/components/ui/page-title';
import { useGetAdminCategoriesQuery } from '@/features/categories/api/get-categories';
import { useDeleteCategoryMutation } from '@/features/categories/api/save-category';
import { CategoryForm } from '@/features/categories/components/category-form';
import { SubCategoriesPanel } from '@/features/categories/components/sub-categories-panel';
import { toastFailure } from '@/lib/api-failure';
import { useLocalisedName } from '@/lib/use-localised';

export default function CategoriesRoute() {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  const { data } = useGetAdminCategoriesQuery(undefined);
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
      <div className={cardClass}>
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>{t('common.image')}</th>
              <th className={thClass}>{t('common.name')}</th>
              <th className={thClass}>{t('common.position')}</th>
              <th className={thClass}>{t('categories.subCount')}</th>
              <th className={thClass}>{t('categories.productCount')}</th>
              <th className={thClass}>
                <span className="sr-only">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((category) => (
              <tr key={category._id} data-testid={`category-row-${category.slug}`}>
                <td className={tdClass}>
                  <img src={category.image} alt="" className="size-10 rounded object-cover" />
                </td>
                <td className={tdClass}>{nameOf(category)}</td>
                <td className={tdClass}>{category.position}</td>
                <td className={tdClass}>{category.subCategoryCount}</td>
                <td className={tdClass}>{category.productCount}</td>
                <td className={tdClass}>
                  <div className="flex flex-wrap gap-2">
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
                    <button
                      type="button"
                      className={dangerButtonClass}
                      disabled={removing.isLoading}
                      onClick={() => {
                        if (
                          !window.confirm(t('categories.confirmDelete', { name: nameOf(category) }))
                        )
                          return;
                        remove(category._id)
                          .unwrap()
                          .then(() => {
                            toast.success(t('categories.deleted'));
                            if (openId === category._id) setOpenId(null);
                          })
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
      </div>
      {open ? (
        <SubCategoriesPanel key={open._id} categoryId={open._id} title={nameOf(open)} />
      ) : null}
    </>
  );
}
