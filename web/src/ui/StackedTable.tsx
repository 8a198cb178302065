import type { ReactNode } from 'react';
import { RowActionButton } from './RowActionButton';
import { StackedCell } from './StackedCell';
import { STACKED_TABLE as T } from './stacked-table.classes';

type StackedTableProps<Row extends { id: string }> = {
  /** The table's accessible name. */
  label: string;
  /** The columns before Actions, each with the classes of its header cell: its width, its alignment. */
  columns: readonly { label: string; className?: string }[];
  /** The width of the Actions column in the wide table; no Actions column without `onDelete`. */
  actionsWidth?: string;
  rows: readonly Row[];
  /** How a row lays out its cells once it is a list item (`@max-4xl:grid-cols-…`). */
  listItemGrid: string;
  /** The rows are the page before, shown while the next page loads: dimmed and not actionable. */
  stale: boolean;
  /** One row's cells before Actions, each a StackedCell. */
  cells: (row: Row) => ReactNode;
  /** One row's buttons before Delete, each a RowActionButton (to be disabled while `stale`). */
  actions?: (row: Row) => ReactNode;
  /** Rows that can be deleted end with Delete; read-only tables leave it out. */
  onDelete?: (row: Row) => void;
  /** Extra classes of one row (e.g. the row open beside the table). */
  rowClassName?: (row: Row) => string;
};

/**
 * A table whose rows turn into list items on narrow screens (see stacked-table.classes.ts), each
 * ending with its actions, Delete last, when it has any.
 */
export function StackedTable<Row extends { id: string }>({
  label,
  columns,
  actionsWidth,
  rows,
  listItemGrid,
  stale,
  cells,
  actions,
  onDelete,
  rowClassName,
}: StackedTableProps<Row>) {
  const headers =
    onDelete === undefined
      ? columns
      : [...columns, { label: 'Actions', className: `${actionsWidth ?? ''} text-right` }];
  return (
    <div className={`${T.frame} ${stale ? T.staleFrame : ''}`}>
      {/* Roles are spelled out: see stacked-table.classes.ts. */}
      <table role="table" className={T.table} aria-label={label} aria-busy={stale}>
        <thead role="rowgroup" className={T.head}>
          <tr role="row">
            {headers.map((header) => (
              <th
                key={header.label}
                role="columnheader"
                scope="col"
                className={header.className === undefined ? T.headCell : `${T.headCell} ${header.className}`}
              >
                {header.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={T.body} inert={stale}>
          {rows.map((row) => (
            <tr role="row" key={row.id} className={`${T.row} ${listItemGrid} ${rowClassName?.(row) ?? ''}`}>
              {cells(row)}
              {onDelete !== undefined && (
                <StackedCell wide>
                  <div className={T.actions}>
                    {actions?.(row)}
                    <RowActionButton
                      icon="trash"
                      label="Delete"
                      danger
                      disabled={stale}
                      onClick={() => {
                        onDelete(row);
                      }}
                    />
                  </div>
                </StackedCell>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
