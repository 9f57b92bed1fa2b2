import { BOARD_FILTERS, type BoardFilter } from '@chapkhana/shared/production';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

/** All jobs, or those due today, late, or waiting for the customer more than a day. */
export function BoardFilters({
  value,
  onChange,
}: {
  value: BoardFilter | undefined;
  onChange: (filter: BoardFilter | undefined) => void;
}) {
  const { t } = useTranslation();
  const choices: (BoardFilter | undefined)[] = [undefined, ...BOARD_FILTERS];
  return (
    <div role="group" aria-label={t('production.filterLabel')} className="flex flex-wrap gap-1">
      {choices.map((choice) => (
        <button
          key={choice ?? 'all'}
          type="button"
          aria-pressed={value === choice}
          data-testid={`filter-${choice ?? 'all'}`}
          onClick={() => onChange(choice)}
          className={`rounded-full border px-3 py-1 text-sm ${
            value === choice
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
          }`}
        >
          {t(`production.filter.${choice ?? 'all'}`)}
        </button>
      ))}
    </div>
  );
}
