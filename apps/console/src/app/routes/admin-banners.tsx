import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ConsoleBanner } from '@chapkhana/shared/catalogue';
import { ActionButton } from '@/components/ui/action-button';
import { DataTable } from '@/components/ui/data-table';
import { DeleteButton } from '@/components/ui/delete-button';
import { buttonClass, secondaryButtonClass } from '@/components/ui/field';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { useGetBannersQuery } from '@/features/banners/api/banners';
import { useDeleteBannerMutation } from '@/features/banners/api/delete-banner';
import { useUpdateBannerMutation } from '@/features/banners/api/update-banner';
import { BannerForm } from '@/features/banners/components/banner-form';

export function BannersRoute() {
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
      <DataTable
        rows={data?.items ?? []}
        rowKey={(banner) => banner._id}
        rowTestId={(banner) => `banner-row-${banner._id}`}
        columns={[
          {
            header: t('common.image'),
            cell: (banner) => (
              <img src={banner.image} alt="" className="h-12 w-32 rounded object-cover" />
            ),
          },
          {
            header: t('banners.link'),
            cell: (banner) => (
              <span dir="ltr" className="break-all">
                {banner.link}
              </span>
            ),
          },
          { header: t('common.position'), cell: (banner) => banner.position },
          {
            header: t('banners.state'),
            cell: (banner) => (banner.active ? t('banners.shown') : t('banners.hidden')),
          },
        ]}
        actions={(banner) => (
          <>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => setEditing(banner)}
            >
              {t('common.edit')}
            </button>
            <ActionButton
              busy={updating.isLoading}
              run={() => update({ id: banner._id, active: !banner.active }).unwrap()}
              done={() => t('banners.saved')}
            >
              {banner.active ? t('banners.hide') : t('banners.show')}
            </ActionButton>
            <DeleteButton
              question={t('banners.confirmDelete')}
              done={t('banners.deleted')}
              busy={removing.isLoading}
              remove={() => remove(banner._id).unwrap()}
            />
          </>
        )}
      />
      {data ? (
        <Pager page={data.page} perPage={data.perPage} total={data.total} onPage={setPage} />
      ) : null}
    </>
  );
}
