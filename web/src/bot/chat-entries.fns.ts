import type { HistoryMessage, Source } from './bot-api.types';
import { charsToReveal } from './reveal-pacing.fns';

/** One bubble of the conversation. A reply is revealed gradually: `shown` of its `text` so far. */
export type ChatEntry = {
  key: string;
  role: 'user' | 'assistant';
  text: string;
  shown: number;
  sources: Source[];
  at: Date;
  /** The reply broke off; what arrived is kept. */
  incomplete: boolean;
  /** An earlier turn, loaded when the page opened. */
  fromHistory: boolean;
  /** A person from the site wrote it (their name), not the agent. */
  author?: string;
};

export function isRevealing(entry: ChatEntry): boolean {
  return entry.shown < entry.text.length;
}

export function entryFromHistory(message: HistoryMessage): ChatEntry {
  const text = message.message || (message.role === 'user' ? message.prompt : message.response) || '';
  const at = new Date(message.timestamp);
  return {
    key: `history-${message.id}`,
    role: message.role,
    text,
    shown: text.length,
    sources: message.metadata?.sources ?? [],
    at: Number.isNaN(at.getTime()) ? new Date() : at,
    incomplete: message.status === 'incomplete' || message.status === 'failed',
    fromHistory: true,
    ...(message.author === 'owner' ? { author: message.author_name || 'Team' } : {}),
  };
}

/** Messages a person from the site wrote, added once each (by id) after what the chat shows. */
export function addOwnerMessages(entries: ChatEntry[], messages: HistoryMessage[]): ChatEntry[] {
  const known = new Set(entries.map((entry) => entry.key));
  const added = messages
    .map((message) => ({ ...entryFromHistory(message), fromHistory: false }))
    .filter((entry) => !known.has(entry.key));
  return added.length === 0 ? entries : [...entries, ...added];
}

/** The newest message id among these (message ids grow), or '0' for none. */
export function latestMessageId(ids: readonly string[], current: string): string {
  return ids.reduce((latest, id) => (/^\d+$/.test(id) && Number(id) > Number(latest) ? id : latest), current);
}

/**
 * Reveals more of the first reply still being typed; replies queue in order because only the
 * earliest unfinished one advances. `elapsedMs` Infinity shows it all (reduced motion).
 */
export function revealNext(entries: ChatEntry[], elapsedMs: number): ChatEntry[] {
  const index = entries.findIndex(isRevealing);
  const entry = entries[index];
  if (entry === undefined) return entries;
  const backlog = entry.text.length - entry.shown;
  const count = elapsedMs === Infinity ? backlog : charsToReveal(backlog, elapsedMs);
  if (count === 0) return entries;
  const next = [...entries];
  next[index] = { ...entry, shown: entry.shown + count };
  return next;
}

export function updateEntry(entries: ChatEntry[], key: string, change: (entry: ChatEntry) => ChatEntry) {
  return entries.map((entry) => (entry.key === key ? change(entry) : entry));
}

/**
 * After a failed send: the typing queue stops (everything received is shown). A reply that never
 * started disappears with its question, whose text goes back to the input; a partial one stays.
 */
export function settleFailedReply(entries: ChatEntry[], questionKey: string, replyKey: string): ChatEntry[] {
  const reply = entries.find((entry) => entry.key === replyKey);
  const started = reply !== undefined && reply.text !== '';
  return entries
    .filter((entry) => started || (entry.key !== questionKey && entry.key !== replyKey))
    .map((entry) => ({
      ...entry,
      shown: entry.text.length,
      incomplete: entry.incomplete || entry.key === replyKey,
    }));
}
