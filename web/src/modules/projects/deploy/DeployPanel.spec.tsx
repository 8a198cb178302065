// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../ui/ToastProvider';
import { DeployPanel } from './DeployPanel';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(
    <ToastProvider>
      <DeployPanel projectId="pub-acme-123" />
    </ToastProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const embed = `<script src="${window.location.origin}/plugin.js" data-id="pub-acme-123" defer></script>`;

async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await Promise.resolve();
  });
}

describe('deploy panel', () => {
  it('gives the three steps and the exact embed code', () => {
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Copy the embed code below.',
      '2Paste it inside the <body> section of every page of your website, just before </body>.',
      '3Save the changes and refresh your website: the chat button appears.',
    ]);
    expect(screen.getByLabelText('Embed code').textContent).toBe(embed);
  });

  it("copies the code, says 'Copied' for 2 s and confirms with a toast", async () => {
    await clickCopy();

    expect(writeText).toHaveBeenCalledWith(embed);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Embed code copied successfully!');

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('selects the code and says how to copy it when the clipboard is out of reach', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    await clickCopy();

    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('press Ctrl+C');
    expect(window.getSelection()?.toString()).toBe(embed);
  });
});
