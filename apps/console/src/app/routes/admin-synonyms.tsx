import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { SynonymGroup } from '@chapkhana/shared/search-synonyms';
import { DataTable } from '@/components/ui/data-table';
import { DeleteButton } from '@/components/ui/delete-button';
import { buttonClass, secondaryButtonClass } from '@/components/ui/field';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { useDeleteSynonymsMutation, useGetSynonymsQuery } from '@/features/synonyms/api/synonyms';
import { SynonymForm } from '@/features/synonyms/components/synonym-form';

/** The search's synonyms: groups of words that find the same products, in any language. */
export function SynonymsRoute() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<SynonymGroup | 'new' | null>(null);
  const { data } = useGetSynonymsQuery({ page, search });
  const [remove, removing] = useDeleteSynonymsMutation();
  return (
    <>
      <PageTitle
        actions={
          <button type="button" className={buttonClass} onClick={() => setEditing('new')}>
            {t('synonyms.new')}
          </button>
        }
      >
        {t('synonyms.title')}
      </PageTitle>
      <p className="mb-4 max-w-prose text-sm text-slate-600">{t('synonyms.intro')}</p>
      {editing ? (
        <SynonymForm
          key={editing === 'new' ? 'new' : editing._id}
          group={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <SearchBox
        label={t('synonyms.search')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <DataTable
        rows={data?.items ?? []}
        rowKey={(group) => group._id}
        rowTestId={(group) => `synonym-row-${group._id}`}
        columns={[
          {
            header: t('synonyms.terms'),
            cell: (group) => (
              <ul className="flex flex-wrap gap-1">
                {group.terms.map((term) => (
                  <li key={term} className="rounded bg-slate-100 px-2 py-0.5 text-sm">
                    <bdi>{term}</bdi>
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
        actions={(group) => (
          <>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => setEditing(group)}
            >
              {t('common.edit')}
            </button>
            <DeleteButton
              question={t('synonyms.confirmDelete')}
              done={t('synonyms.deleted')}
              busy={removing.isLoading}
              remove={() => remove(group._id).unwrap()}
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
