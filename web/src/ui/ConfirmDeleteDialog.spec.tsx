// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ToastProvider } from './ToastProvider';

afterEach(() => {
  cleanup();
});

function ask(remove: () => Promise<unknown>, busy = false) {
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  render(
    <ToastProvider>
      <ConfirmDeleteDialog
        title="Delete Thing?"
        remove={remove}
        busy={busy}
        toasts={{ deleted: 'Thing deleted!', failed: 'Thing kept!' }}
        onClose={onClose}
        onDeleted={onDeleted}
      >
        <p>The thing will be gone.</p>
      </ConfirmDeleteDialog>
    </ToastProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Delete Thing?' });
  return { dialog, onClose, onDeleted };
}

describe('ConfirmDeleteDialog', () => {
  it('deletes on Delete, says so, and closes', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const { dialog, onClose, onDeleted } = ask(remove);
    expect(within(dialog).getByText('The thing will be gone.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Thing deleted!')).toBeTruthy();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says the deletion failed and closes without reporting it deleted', async () => {
    const { dialog, onClose, onDeleted } = ask(() => Promise.reject(new Error('refused')));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Thing kept!')).toBeTruthy();
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledTimes(1);
    });
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes nothing on Cancel', () => {
    const remove = vi.fn(() => Promise.resolve());
    const { dialog, onClose } = ask(remove);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();
  });

  it('lets neither button be pressed while the deletion runs', () => {
    const { dialog } = ask(() => new Promise(() => undefined), true);

    for (const name of ['Cancel', 'Delete']) {
      expect(within(dialog).getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
  });
});
