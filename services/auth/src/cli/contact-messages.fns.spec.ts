import { describe, expect, it } from 'vitest';
import { formatContactMessages, parseLimit } from './contact-messages.fns.js';

describe('formatContactMessages', () => {
  it('shows when, who and what, with the message indented under its sender', () => {
    const text = formatContactMessages([
      {
        id: '6f1c7f0e-0000-4000-8000-000000000001',
        name: 'Asha Rao',
        email: 'asha@example.com',
        message: 'Do you support Hindi?\nWe sell in Pune.',
        received_at: new Date('2026-11-22T09:05:30Z'),
      },
    ]);
    expect(text).toBe(
      '2026-11-22 09:05 UTC  Asha Rao <asha@example.com>  (6f1c7f0e-0000-4000-8000-000000000001)\n' +
        '    Do you support Hindi?\n    We sell in Pune.\n',
    );
  });

  it('says so when there is nothing to read', () => {
    expect(formatContactMessages([])).toBe('No contact messages yet.\n');
  });
});

describe('parseLimit', () => {
  it('defaults to 20 and accepts 1-500', () => {
    expect(parseLimit([])).toBe(20);
    expect(parseLimit(['--limit', '5'])).toBe(5);
    expect(parseLimit(['--limit', '0'])).toBeUndefined();
    expect(parseLimit(['--limit', 'many'])).toBeUndefined();
  });
});
