import { useCallback, useRef, useState } from 'react';
import type { ChatEntry } from './chat-entries.fns';

/**
 * The reply of the owner's preview. The preview runs inside the admin app, where the owner's
 * token lives, so it never asks the agent: answers (model output) are shown only in the chat's
 * own page (a frame on customer sites, a sandboxed frame on the demo page).
 */
export const PREVIEW_REPLY =
  'This is a preview, so I don’t answer here. Visitors get answers from what I learned: try me on the demo page (Preview Agent).';

/** The conversation of the chat's preview mode: same shape as useChatConversation, no network. */
export function usePreviewConversation() {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [draft, setDraft] = useState('');
  const nextKey = useRef(0);

  const send = useCallback(async (typed: string) => {
    const prompt = typed.trim();
    if (prompt === '') return;
    const key = nextKey.current;
    nextKey.current += 1;
    const at = new Date();
    const entry = { sources: [], at, incomplete: false, fromHistory: false };
    setEntries((current) => [
      ...current,
      { ...entry, key: `sent-${key}`, role: 'user', text: prompt, shown: prompt.length },
      { ...entry, key: `reply-${key}`, role: 'assistant', text: PREVIEW_REPLY, shown: PREVIEW_REPLY.length },
    ]);
    setDraft('');
    return Promise.resolve();
  }, []);

  return {
    entries,
    draft,
    setDraft,
    waiting: false,
    typing: false,
    historyLoading: false,
    notice: null,
    send,
  };
}
