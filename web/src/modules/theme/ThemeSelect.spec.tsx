// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/renderApp';
import { testSession, testUser } from '../../testing/test-session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('theme switcher', () => {
  it('lists the 35 themes in the avatar menu, applies the choice and remembers it', async () => {
    fakeApi({ 'GET /api/v1/auth/current-user': () => Response.json(testUser) });
    renderApp('/admin/dashboard', testSession());

    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Theme' });
    expect(within(select).getAllByRole('option')).toHaveLength(35);
    expect(select.value).toBe('corporate');

    fireEvent.click(select);
    fireEvent.change(select, { target: { value: 'dracula' } });
    expect(document.documentElement.dataset.theme).toBe('dracula');
    expect(localStorage.getItem('theme')).toBe('dracula');
    // The menu stays open while choosing.
    expect(screen.getByRole('combobox', { name: 'Theme' })).toBeTruthy();
  });
});
