// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { deleteStoredChatSession, readStoredChatSession, storeChatSession } from './session-storage';

afterEach(() => {
  localStorage.clear();
});

describe('chat session storage (SECURITY F11)', () => {
  it('keeps one session per agent under session_live_{id}, with only the id and start time', () => {
    storeChatSession('acme', { id: 's1', created_at: '2025-01-01T00:00:00Z' });
    storeChatSession('other', { id: 's2', created_at: '' });
    expect(JSON.parse(localStorage.getItem('session_live_acme') ?? '')).toEqual({
      id: 's1',
      created_at: '2025-01-01T00:00:00Z',
    });
    expect(readStoredChatSession('acme')?.id).toBe('s1');
    deleteStoredChatSession('acme');
    expect(readStoredChatSession('acme')).toBeNull();
    expect(readStoredChatSession('other')?.id).toBe('s2');
  });

  it('treats junk in storage as no session', () => {
    localStorage.setItem('session_live_acme', '{not json');
    expect(readStoredChatSession('acme')).toBeNull();
    localStorage.setItem('session_live_acme', JSON.stringify({ id: '' }));
    expect(readStoredChatSession('acme')).toBeNull();
  });
});
