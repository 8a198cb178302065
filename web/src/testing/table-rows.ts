import { fireEvent, screen, within } from '@testing-library/react';

/** The row of the table named `table` that shows exactly `text` somewhere. */
export function tableRow(table: string, text: string): HTMLElement {
  const row = within(screen.getByRole('table', { name: table }))
    .getByText(text)
    .closest('tr');
  if (row === null) throw new Error(`no row of '${table}' shows ${text}`);
  return row;
}

/** The text of each cell of `row`, in order. */
export function cellTexts(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

/** Presses Delete in `row`, then Delete in the dialog titled `dialog` that asks first. */
export function deleteRow(row: HTMLElement, dialog: string): void {
  fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
  fireEvent.click(
    within(screen.getByRole('dialog', { name: dialog })).getByRole('button', { name: 'Delete' }),
  );
}
