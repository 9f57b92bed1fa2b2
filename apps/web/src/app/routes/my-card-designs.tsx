import { skipToken } from '@reduxjs/toolkit/query';
import type { CardDesignListItem } from '@chapkhana/shared/card-designs';
import { formatIraqTime } from '@chapkhana/shared/dates';
import { localisedName } from '@chapkhana/shared/languages';
import { FileThumbnails } from '@chapkhana/web-kit/components/file-thumbnails';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { IdCard, PenLine } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import {
  useDeleteCardDesignMutation,
  useGetCardDesignsQuery,
} from '@/features/print/api/card-designs';
import { actionToast } from '@/lib/action-toast';
import { useCustomer } from '@/lib/use-customer';
import { useShownText } from '@/lib/use-shown-text';
import { useOwnPageTitle } from '@/rendering';

const removal = actionToast('card-design-remove');

/** What tells one saved card from another: the first text typed on it, in the template's order. */
function typedOn(design: CardDesignListItem): string | null {
  for (const side of design.template.sides) {
    for (const field of side.fields) {
      const typed = field.kind === 'text' ? design.values[field.key]?.trim() : undefined;
      if (typed) return typed;
    }
  }
  return null;
}

/** One saved card: its template's name, the product, when saved, its last print file, and what to do. */
function CardDesignItem({
  design,
  onRemove,
}: {
  design: CardDesignListItem;
  onRemove: (design: CardDesignListItem) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const typed = typedOn(design);
  return (
    <li
      data-testid="card-design-item"
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="break-words font-semibold text-slate-900">
          <bdi>{typed ?? design.name[language]}</bdi>
        </h2>
        {typed ? (
          <p className="break-words text-sm text-slate-700">{design.name[language]}</p>
        ) : null}
        <p className="break-words text-sm text-slate-700">
          {design.product ? localisedName(design.product, language) : t('cardDesigns.noProduct')}
        </p>
        <p className="text-xs text-slate-500">
          {t('cardDesigns.saved')}: <bdi dir="ltr">{formatIraqTime(design.updatedAt)}</bdi>
        </p>
      </div>
      {design.artworkId ? (
        <FileThumbnails kind="artwork" id={design.artworkId} fileName="card.pdf" />
      ) : (
        <p className="text-sm text-slate-600">{t('cardDesigns.noFile')}</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        {design.product ? (
          <Link
            to={paths.cardDesignEdit(design.product.slug, design._id)}
            data-testid="card-design-edit"
            className={buttonStyles.primary}
          >
            <PenLine aria-hidden="true" className="size-5" />
            {t('cardDesigns.edit')}
          </Link>
        ) : null}
        <button
          type="button"
          onClick={() => onRemove(design)}
          data-testid="card-design-remove"
          className="min-h-11 rounded-md px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          {t('cardDesigns.remove')}
        </button>
      </div>
    </li>
  );
}

/**
 * /dashboard/card-designs (issue 40): the cards the customer designed, newest first; each opens
 * again on its product's page as a new card (the saved one, maybe ordered, stays as it was), or
 * is deleted (orders placed keep their print files).
 */
export function MyCardDesignsRoute() {
  const { t } = useTranslation();
  const shownText = useShownText();
  useOwnPageTitle(t('pages.myCardDesigns.title'));
  const customerId = useCustomer()?.id ?? null;
  const [page, setPage] = useState(1);
  const designs = useGetCardDesignsQuery(customerId ? { customerId, page } : skipToken);
  const [deleteDesign, deleting] = useDeleteCardDesignMutation();
  const [asked, setAsked] = useState<CardDesignListItem | null>(null);
  const items = designs.data?.designs;
  // The last design of a later page deleted: the page before it is shown.
  const lastPage = designs.data
    ? Math.max(1, Math.ceil(designs.data.total / designs.data.perPage))
    : 1;
  if (designs.data && page > lastPage) setPage(lastPage);

  const remove = async () => {
    if (!asked) return;
    try {
      await deleteDesign(asked._id).unwrap();
      removal.success(t('cardDesigns.removed'));
      setAsked(null);
    } catch (error) {
      void removal.failure(error, shownText);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <PageTitle>{t('pages.myCardDesigns.title')}</PageTitle>
      {designs.isError && !items ? (
        <LoadError message={t('cardDesigns.loadError')} onRetry={() => void designs.refetch()} />
      ) : !items ? (
        <div aria-hidden="true" className="h-48 animate-pulse rounded-xl bg-slate-200" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={IdCard}
          testId="card-designs-empty"
          title={t('cardDesigns.emptyTitle')}
          body={t('cardDesigns.emptyBody')}
          action={
            <Link to={paths.products} className={`${buttonStyles.primary} mt-2`}>
              {t('cart.shopNow')}
            </Link>
          }
        />
      ) : (
        <>
          <ul data-testid="card-designs" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((design) => (
              <CardDesignItem key={design._id} design={design} onRemove={setAsked} />
            ))}
          </ul>
          <Pagination
            page={page}
            totalItems={designs.data?.total ?? 0}
            pageSize={designs.data?.perPage ?? 1}
            onPageChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
      <ConfirmDialog
        open={asked !== null}
        testId="card-design-remove-dialog"
        title={t('cardDesigns.removeTitle')}
        body={t('cardDesigns.removeBody')}
        confirmLabel={t('cardDesigns.remove')}
        cancelLabel={t('cardDesigns.keep')}
        pending={deleting.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}
