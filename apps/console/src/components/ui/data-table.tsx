/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   The table's roles are written out on purpose: shown as cards (display: block/flex), a table
   loses its implicit roles in Safari and older Chromium, and screen readers would meet loose text. */
import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';

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
  /** Framed as a card (default) or bare, inside a section that is already one. */
  framed?: boolean;
}

// Below Tailwind's `md` (768 px) each row is a card: the header row is only for screen readers,
// each cell is a line "header … value", the actions sit at the bottom. From `md` up it is a
// plain table. One render serves both (CSS switches the display), so a screen reader meets
// one table; the roles are written out because a table shown `display: block` loses its
// implicit ones in some browsers.
const tableClass = 'w-full text-sm max-md:block md:border-collapse';
const headClass = 'max-md:sr-only';
const thClass = 'border-b border-slate-200 px-3 py-2 text-start font-semibold text-slate-600';
const bodyClass = 'max-md:block max-md:divide-y max-md:divide-slate-200';
const rowClass = 'max-md:flex max-md:flex-col max-md:gap-1 max-md:p-3';
const tdClass =
  'max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-3 md:border-b md:border-slate-100 md:px-3 md:py-2 md:align-top';
const labelClass = 'shrink-0 text-xs font-medium text-slate-500 md:hidden';
const valueClass = 'min-w-0 max-md:text-end max-md:break-words';
const actionsClass =
  'max-md:mt-1 max-md:border-t max-md:border-slate-100 max-md:pt-2 md:border-b md:border-slate-100 md:px-3 md:py-2 md:align-top';

/** One list for every console screen: a table from `md` up, a card per row on a phone. */
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
    <table role="table" className={tableClass}>
      <thead role="rowgroup" className={headClass}>
        <tr role="row">
          {columns.map((column, index) => (
            <th key={index} role="columnheader" className={thClass}>
              {column.header}
            </th>
          ))}
          {actions ? (
            <th role="columnheader" className={thClass}>
              <span className="sr-only">{t('common.actions')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody role="rowgroup" className={bodyClass}>
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row" className={rowClass} data-testid={rowTestId?.(row)}>
            {columns.map((column, index) => (
              <td
                key={index}
                role="cell"
                className={column.className ? `${tdClass} ${column.className}` : tdClass}
              >
                <span aria-hidden="true" className={labelClass}>
                  {column.header}
                </span>
                <div className={valueClass}>{column.cell(row)}</div>
              </td>
            ))}
            {actions ? (
              <td role="cell" className={actionsClass}>
                <div className="flex flex-wrap gap-2">{actions(row)}</div>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // From `md` up the frame scrolls a wide table sideways inside itself (never the page);
  // `relative` keeps the screen-reader-only header inside it (an absolutely placed label
  // outside would widen the whole page).
  return (
    <div
      className={
        framed
          ? 'relative rounded-lg bg-white shadow-sm ring-1 ring-slate-200 md:overflow-x-auto'
          : 'relative md:overflow-x-auto'
      }
    >
      {table}
    </div>
  );
}
