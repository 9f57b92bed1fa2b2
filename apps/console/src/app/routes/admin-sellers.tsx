import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import { governorateName } from '@chapkhana/shared/governorates';
import { localisedName } from '@chapkhana/shared/languages';
import type { ConsoleSeller } from '@chapkhana/shared/staff';
import { ActionButton } from '@/components/ui/action-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { buttonClass, secondaryButtonClass } from '@/components/ui/field';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { PhoneLink } from '@/components/ui/phone-link';
import { SearchBox } from '@/components/ui/search-box';
import { SubLine } from '@/components/ui/sub-line';
import { paths } from '@/config/paths';
import { useGetSellersQuery } from '@/features/sellers/api/get-sellers';
import { useInviteSellerMutation } from '@/features/sellers/api/invite-seller';
import { useSetSellerActiveMutation } from '@/features/sellers/api/set-seller-active';
import { failureText } from '@/lib/api-failure';
import { useLanguage } from '@chapkhana/web-kit/use-language';

export function SellersRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { data } = useGetSellersQuery({ page, perPage: 20, search });
  const [setActive, { isLoading }] = useSetSellerActiveMutation();
  const [invite, inviting] = useInviteSellerMutation();
  const [asking, setAsking] = useState<ConsoleSeller | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shopName = (seller: ConsoleSeller) =>
    localisedName(
      { enName: seller.shopNameEn, kuName: seller.shopNameKu, arName: seller.shopNameAr },
      language,
    );
  const change = (seller: ConsoleSeller, reason?: string) =>
    setActive({ id: seller._id, active: !seller.active, ...(reason ? { reason } : {}) })
      .unwrap()
      .then(() => {
        toast.success(t('sellers.saved'));
        setAsking(null);
      })
      .catch((error: unknown) => setFailure(failureText(error, (key, v) => t(key, v))));
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{t('sellers.title')}</PageTitle>
        <Link to={paths.admin.newSeller} className={buttonClass} data-testid="add-seller">
          <Plus aria-hidden="true" className="size-4" />
          {t('sellers.add')}
        </Link>
      </div>
      <SearchBox
        label={t('common.search')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <DataTable
        rows={data?.items ?? []}
        rowKey={(seller) => seller._id}
        rowTestId={(seller) => `seller-row-${seller._id}`}
        columns={[
          { header: t('sellers.shop'), cell: shopName },
          {
            header: t('sellers.account'),
            cell: (seller) => (
              <>
                {seller.account.name}
                <SubLine ltr>{seller.account.email}</SubLine>
                <span className="block text-xs">
                  <PhoneLink phone={seller.account.phone} />
                </span>
              </>
            ),
          },
          { header: t('sellers.city'), cell: (seller) => governorateName(seller.city, language) },
          { header: t('sellers.products'), cell: (seller) => seller.productCount },
          {
            header: t('sellers.state'),
            cell: (seller) =>
              seller.active ? (
                t('sellers.active')
              ) : (
                <>
                  <span className="font-medium text-red-700">{t('sellers.inactive')}</span>
                  {seller.suspendedReason ? (
                    <span className="block text-xs text-slate-600" dir="auto">
                      {seller.suspendedReason}
                    </span>
                  ) : null}
                </>
              ),
          },
        ]}
        actions={(seller) => (
          <>
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={isLoading}
              onClick={() => {
                setFailure(null);
                setAsking(seller);
              }}
            >
              {seller.active ? t('sellers.deactivate') : t('sellers.activate')}
            </button>
            <ActionButton
              busy={inviting.isLoading}
              run={() => invite({ id: seller._id, language }).unwrap()}
              done={() => t('sellers.linkSent', { email: seller.account.email })}
            >
              {t('sellers.sendLink')}
            </ActionButton>
            <Link to={paths.admin.sellerCourier(seller._id)} className={secondaryButtonClass}>
              {t('couriers.title')}
            </Link>
            <Link
              to={paths.admin.sellerDelivery(seller._id)}
              state={{ shopName: shopName(seller) }}
              className={secondaryButtonClass}
            >
              {t('nav.sellerDelivery')}
            </Link>
          </>
        )}
      />
      {data ? (
        <Pager page={data.page} perPage={data.perPage} total={data.total} onPage={setPage} />
      ) : null}
      {asking ? (
        <ConfirmDialog
          testId="seller-confirm"
          title={t(asking.active ? 'sellers.suspend.title' : 'sellers.reopen.title', {
            shop: shopName(asking),
          })}
          confirmLabel={t(asking.active ? 'sellers.suspend.action' : 'sellers.reopen.action')}
          {...(asking.active ? { reasonLabel: t('sellers.suspend.reason') } : {})}
          danger={asking.active}
          busy={isLoading}
          failure={failure}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => void change(asking, reason)}
        >
          {asking.active ? (
            <ul className="list-disc ps-5">
              <li>{t('sellers.suspend.products', { count: asking.productCount })}</li>
              <li>{t('sellers.suspend.orders')}</li>
              <li>{t('sellers.suspend.signIn')}</li>
              <li>{t('sellers.suspend.undo')}</li>
            </ul>
          ) : (
            <p>{t('sellers.reopen.body', { count: asking.productCount })}</p>
          )}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
