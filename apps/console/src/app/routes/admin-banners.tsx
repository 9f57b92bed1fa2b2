import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { ConsoleBanner } from '@chapkhana/shared/console';
import { buttonClass, dangerButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { cardClass, PageTitle, tableClass, tdClass, thClass } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { useGetBannersQuery } from '@/features/banners/api/banners';
import { useDeleteBannerMutation } from '@/features/banners/api/delete-banner';
import { useUpdateBannerMutation } from '@/features/banners/api/update-banner';
import { BannerForm } from '@/features/banners/components/banner-form';
import { toastFailure } from '@/lib/api-failure';

export default function BannersRoute() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ConsoleBanner | 'new' | null>(null);
  const { data } = useGetBannersQuery(page);
  const [update, updating] = useUpdateBannerMutation();
  const [remove, removing] = useDeleteBannerMutation();
  return (
    <>
      <PageTitle
        actions={
          <button type="button" className={buttonClass} onClick={() => setEditing('new')}>
            {t('banners.new')}
          </button>
        }
      >
        {t('banners.title')}
      </PageTitle>
      {editing ? (
        <BannerForm
          key={editing === 'new' ? 'new' : editing._id}
          banner={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <div className={cardClass}>
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>{t('common.image')}</th>
              <th className={thClass}>{t('banners.link')}</th>
              <th className={thClass}>{t('common.position')}</th>
              <th className={thClass}>{t('banners.state')}</th>
              <th className={thClass}>
                <span className="sr-only">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((banner) => (
              <tr key={banner._id} data-testid={`banner-row-${banner._id}`}>
                <td className={tdClass}>
                  <img src={banner.image} alt="" className="h-12 w-32 rounded object-cover" />
                </td>
                <td className={tdClass}>
                  <span dir="ltr" className="break-all">
                    {banner.link}
                  </span>
                </td>
                <td className={tdClass}>{banner.position}</td>
                <td className={tdClass}>
                  {banner.active ? t('banners.shown') : t('banners.hidden')}
                </td>
                <td className={tdClass}>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      onClick={() => setEditing(banner)}
                    >
                      {t('common.edit')}
                    </button>
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      disabled={updating.isLoading}
                      onClick={() =>
                        update({ id: banner._id, active: !banner.active })
                          .unwrap()
                          .then(() => toast.success(t('banners.saved')))
                          .catch(toastFailure)
                      }
                    >
                      {banner.active ? t('banners.hide') : t('banners.show')}
                    </button>
                    <button
                      type="button"
                      className={dangerButtonClass}
                      disabled={removing.isLoading}
                      onClick={() => {
                        if (!window.confirm(t('banners.confirmDelete'))) return;
                        remove(banner._id)
                          .unwrap()
                          .then(() => toast.success(t('banners.deleted')))
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
      {data ? (
        <Pager page={data.page} perPage={data.perPage} total={data.total} onPage={setPage} />
      ) : null}
    </>
  );
}
