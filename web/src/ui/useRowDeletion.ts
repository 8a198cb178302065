import { useState } from 'react';
import type { ShownPage } from './shown-page.fns';

/**
 * The row of a paged list the owner asked to delete (its dialog is open while there is one), and
 * the dialog's handlers. Once the last row of a later page is gone, the page before is shown
 * instead of an empty one.
 */
export function useRowDeletion<Row>(shown: ShownPage<Row>, page: number, setPage: (page: number) => void) {
  const [row, setRow] = useState<Row | null>(null);
  return {
    row,
    ask: (asked: Row) => {
      setRow(asked);
    },
    dialog: {
      onClose: () => {
        setRow(null);
      },
      onDeleted: () => {
        if (page > 1 && shown.rows?.length === 1) setPage(page - 1);
      },
    },
  };
}
