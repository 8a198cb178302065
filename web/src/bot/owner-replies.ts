import { waitForOwnerMessages } from './bot-api';
import { BotApiError } from './bot-api-error';
import type { HistoryMessage } from './bot-api.types';

/** Between two waits at least this long, so a server that answers at once is not asked in a loop. */
const MIN_ROUND_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Keeps one long poll open while the chat is: each answer brings what a person from the site wrote
 * after the last message seen. Failures back off; a 404 (the session is gone) ends it.
 */
export async function followOwnerReplies(options: {
  projectId: string;
  sessionId: string;
  /** The newest message id the chat has shown. */
  after: () => string;
  onMessages: (messages: HistoryMessage[]) => void;
  signal: AbortSignal;
}): Promise<void> {
  const { projectId, sessionId, after, onMessages, signal } = options;
  let failures = 0;
  while (!signal.aborted) {
    const started = Date.now();
    try {
      const messages = await waitForOwnerMessages(projectId, sessionId, after(), signal);
      failures = 0;
      if (messages.length > 0) onMessages(messages);
      await pause(Math.max(0, MIN_ROUND_MS - (Date.now() - started)), signal);
    } catch (error) {
      // An aborted wait rejects too: the pause below returns at once and the loop ends.
      if (error instanceof BotApiError && error.status === 404) return;
      failures += 1;
      await pause(Math.min(MAX_BACKOFF_MS, MIN_ROUND_MS * 2 ** failures), signal);
    }
  }
}
