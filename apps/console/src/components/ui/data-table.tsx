import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { cardClass, tableClass, tdClass, thClass } from '@/components/ui/page-title';

export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes for this column's cells, e.g. `whitespace-nowrap`. */
  className?: string;
}

interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  rowTestId?: (row: T) => string;
  /** The buttons of a row, in a last column whose header only screen readers hear. */
  actions?: (row: T) => ReactNode;
  /** Framed as a card (default) or bare, inside a section that is already one; both scroll sideways. */
  framed?: boolean;
}

/** One table for every console list: a header row from `columns`, a row per item. */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  rowTestId,
  actions,
  framed = true,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const table = (
    <table className={tableClass}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} className={thClass}>
              {column.header}
            </th>
          ))}
          {actions ? (
            <th className={thClass}>
              <span className="sr-only">{t('common.actions')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
            {columns.map((column, index) => (
              <td
                key={index}
                className={column.className ? `${tdClass} ${column.className}` : tdClass}
              >
                {column.cell(row)}
              </td>
            ))}
            {actions ? (
              <td className={tdClass}>
                <div className="flex flex-wrap gap-2">{actions(row)}</div>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // The frame scrolls a wide table sideways on a phone; `relative` keeps the screen-reader-only
  // header inside it (an absolutely placed label outside would widen the whole page).
  return <div className={framed ? cardClass : 'relative overflow-x-auto'}>{table}</div>;
}
