import { describe, expect, it } from 'vitest';
import { entryFromHistory, revealNext, settleFailedReply, type ChatEntry } from './chat-entries.fns';
import { readChatStreamEvent } from './chat-stream.fns';

function entry(key: string, role: ChatEntry['role'], text: string, shown = text.length): ChatEntry {
  return { key, role, text, shown, sources: [], at: new Date(0), incomplete: false, fromHistory: false };
}

describe('revealNext', () => {
  it('types replies in order: the second waits until the first is fully shown', () => {
    let entries = [
      entry('q1', 'user', 'Hi'),
      entry('r1', 'assistant', 'abc', 0),
      entry('r2', 'assistant', 'xyz', 0),
    ];
    entries = revealNext(entries, 20);
    expect(entries.map((e) => e.shown)).toEqual([2, 1, 0]);
    entries = revealNext(revealNext(entries, 20), 20);
    expect(entries.map((e) => e.shown)).toEqual([2, 3, 0]);
    entries = revealNext(entries, 20);
    expect(entries.map((e) => e.shown)).toEqual([2, 3, 1]);
  });

  it('shows everything at once for reduced motion', () => {
    expect(revealNext([entry('r', 'assistant', 'a long reply', 0)], Infinity)[0]?.shown).toBe(12);
  });
});

describe('settleFailedReply', () => {
  it('drops a question whose reply never started (its text returns to the input)', () => {
    const entries = [
      entry('q0', 'user', 'Earlier'),
      entry('q1', 'user', 'Hi'),
      entry('r1', 'assistant', '', 0),
    ];
    expect(settleFailedReply(entries, 'q1', 'r1').map((e) => e.key)).toEqual(['q0']);
  });

  it('keeps a partial reply, shown in full (typing stops), marked incomplete', () => {
    const entries = [entry('q1', 'user', 'Hi'), entry('r1', 'assistant', 'Part of it', 2)];
    const settled = settleFailedReply(entries, 'q1', 'r1');
    expect(settled.map((e) => [e.key, e.shown, e.incomplete])).toEqual([
      ['q1', 2, false],
      ['r1', 10, true],
    ]);
  });
});

describe('entryFromHistory', () => {
  it('takes the message text, or the prompt/response field, and the sources', () => {
    const reply = entryFromHistory({
      id: '9',
      role: 'assistant',
      response: 'We open at 9',
      timestamp: '2025-01-02T03:04:05Z',
      metadata: { sources: [{ url: 'https://a.test', title: 'A' }] },
    });
    expect([reply.text, reply.shown, reply.sources.length, reply.at.toISOString()]).toEqual([
      'We open at 9',
      12,
      1,
      '2025-01-02T03:04:05.000Z',
    ]);
  });
});

describe('readChatStreamEvent', () => {
  it('reads the four event kinds and ignores malformed ones', () => {
    expect(readChatStreamEvent({ event: 'token', data: '{"text":"Hi"}' })).toEqual({
      kind: 'token',
      text: 'Hi',
    });
    expect(
      readChatStreamEvent({
        event: 'sources',
        data: '{"sources":[{"url":"https://a.test","title":"A"},{"x":1}]}',
      }),
    ).toEqual({ kind: 'sources', sources: [{ url: 'https://a.test', title: 'A' }] });
    expect(readChatStreamEvent({ event: 'done', data: '{"session_id":"s","response":"Hi"}' })).toEqual({
      kind: 'done',
      sessionId: 's',
      response: 'Hi',
      takenOver: false,
    });
    expect(
      readChatStreamEvent({ event: 'done', data: '{"session_id":"s","response":"","taken_over":true}' }),
    ).toEqual({ kind: 'done', sessionId: 's', response: '', takenOver: true });
    expect(readChatStreamEvent({ event: 'error', data: '{"detail":"Quota used up"}' })).toEqual({
      kind: 'error',
      detail: 'Quota used up',
    });
    expect(readChatStreamEvent({ event: 'token', data: 'not json' })).toBeNull();
    expect(readChatStreamEvent({ event: 'ping', data: '{}' })).toBeNull();
  });
});
