import type { ReactNode } from 'react';
import { STACKED_TABLE as T } from './stacked-table.classes';

type StackedCellProps = {
  /** Below the first line of a list item, across its whole width. */
  wide?: boolean;
  className?: string;
  children: ReactNode;
};

/** A cell of a StackedTable; its role is spelled out, see stacked-table.classes.ts. */
export function StackedCell({ wide = false, className = '', children }: StackedCellProps) {
  return (
    <td role="cell" className={`${T.cell} ${wide ? T.wideCell : ''} ${className}`}>
      {children}
    </td>
  );
}
