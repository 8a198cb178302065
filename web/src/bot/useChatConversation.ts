import { useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../ui/prefers-reduced-motion';
import { fetchHistory, streamMessage } from './bot-api';
import { BotApiError } from './bot-api-error';
import {
  addOwnerMessages,
  entryFromHistory,
  latestMessageId,
  isRevealing,
  revealNext,
  settleFailedReply,
  updateEntry,
  type ChatEntry,
} from './chat-entries.fns';
import { logFailure } from './log-failure';
import { followOwnerReplies } from './owner-replies';
import { MS_PER_CHAR } from './reveal-pacing.fns';

type Options = {
  projectId: string;
  sessionId: string | null;
  /** The stored session the page opened with, whose earlier turns are shown; null for none. */
  resumeSessionId: string | null;
  /** The server named the session (created lazily on the first message): remember it. */
  onSessionStarted: (sessionId: string) => void;
  /** The stored session is unknown to the server (404): forget it. */
  onSessionLost: () => void;
};

const FALLBACK_ERROR = 'Something went wrong. Please try again.';

/** The visitor's conversation with the agent: earlier turns, sending, streaming and typing out replies. */
export function useChatConversation(options: Options) {
  const { projectId, sessionId, resumeSessionId, onSessionStarted, onSessionLost } = options;
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [historyLoading, setHistoryLoading] = useState(resumeSessionId !== null);
  const [notice, setNotice] = useState<string | null>(null);
  const [firstSessionId] = useState(resumeSessionId);
  const sessionRef = useRef(sessionId);
  const sending = useRef(false);
  const nextKey = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  /** The newest message id shown: a person's replies after it are news. */
  const lastSeenId = useRef('0');
  const typing = entries.some(isRevealing);
  // The latest callbacks, so a parent re-rendering never restarts the history load.
  const callbacks = useRef({ onSessionStarted, onSessionLost });

  useEffect(() => {
    callbacks.current = { onSessionStarted, onSessionLost };
  });

  useEffect(() => {
    sessionRef.current = sessionId;
  }, [sessionId]);

  useEffect(
    () => () => {
      inFlight.current?.abort();
    },
    [],
  );

  useEffect(() => {
    if (firstSessionId === null) return;
    const controller = new AbortController();
    fetchHistory(projectId, firstSessionId, controller.signal).then(
      (messages) => {
        lastSeenId.current = latestMessageId(
          messages.map((message) => message.id),
          lastSeenId.current,
        );
        setEntries((current) => [...messages.map(entryFromHistory), ...current]);
        setHistoryLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setHistoryLoading(false);
        if (error instanceof BotApiError && error.status === 404) callbacks.current.onSessionLost();
        else logFailure('earlier conversation not loaded', error);
      },
    );
    return () => {
      controller.abort();
    };
  }, [projectId, firstSessionId]);

  // While a session is open, a person from the site may write in it (they took the conversation
  // over): one long poll brings their messages as they are written.
  useEffect(() => {
    if (sessionId === null || historyLoading) return;
    const controller = new AbortController();
    void followOwnerReplies({
      projectId,
      sessionId,
      after: () => lastSeenId.current,
      onMessages: (messages) => {
        lastSeenId.current = latestMessageId(
          messages.map((message) => message.id),
          lastSeenId.current,
        );
        setEntries((current) => addOwnerMessages(current, messages));
      },
      signal: controller.signal,
    });
    return () => {
      controller.abort();
    };
  }, [projectId, sessionId, historyLoading]);

  useEffect(() => {
    if (!typing) return;
    const instant = prefersReducedMotion();
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      const elapsed = now - last;
      last = now;
      setEntries((current) => revealNext(current, instant ? Infinity : elapsed));
    }, MS_PER_CHAR);
    return () => {
      window.clearInterval(timer);
    };
  }, [typing]);

  const send = useCallback(
    async (typed: string) => {
      const prompt = typed.trim();
      if (prompt === '' || sending.current || typing || historyLoading) return;
      sending.current = true;
      const questionKey = `sent-${nextKey.current}`;
      const replyKey = `reply-${nextKey.current}`;
      nextKey.current += 1;
      const now = new Date();
      const blank = { shown: 0, sources: [], at: now, incomplete: false, fromHistory: false };
      setEntries((current) => [
        ...current,
        { ...blank, key: questionKey, role: 'user', text: prompt, shown: prompt.length },
        { ...blank, key: replyKey, role: 'assistant', text: '' },
      ]);
      setDraft('');
      setNotice(null);
      setWaiting(true);
      const controller = new AbortController();
      inFlight.current = controller;
      const rememberSession = (id: string) => {
        if (id === sessionRef.current) return;
        sessionRef.current = id;
        callbacks.current.onSessionStarted(id);
      };
      try {
        await streamMessage(
          { prompt, sessionId: sessionRef.current, projectId },
          {
            onSessionId: rememberSession,
            onToken: (text) => {
              setEntries((current) => updateEntry(current, replyKey, (e) => ({ ...e, text: e.text + text })));
            },
            onSources: (sources) => {
              setEntries((current) => updateEntry(current, replyKey, (e) => ({ ...e, sources })));
            },
            onDone: ({ response, takenOver }) => {
              // A person from the site answers instead of the agent: no reply bubble waits for it.
              if (takenOver) {
                setEntries((current) => current.filter((entry) => entry.key !== replyKey));
                return;
              }
              // The whole reply as the server stored it is the truth; tokens were only its pieces.
              if (response === '') return;
              setEntries((current) => updateEntry(current, replyKey, (e) => ({ ...e, text: response })));
            },
          },
          controller.signal,
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        if (!(error instanceof BotApiError)) logFailure('message not sent', error);
        setEntries((current) => settleFailedReply(current, questionKey, replyKey));
        setDraft(typed);
        setNotice(error instanceof BotApiError && error.message !== '' ? error.message : FALLBACK_ERROR);
      } finally {
        sending.current = false;
        if (!controller.signal.aborted) setWaiting(false);
      }
    },
    [projectId, typing, historyLoading],
  );

  return { entries, draft, setDraft, waiting, typing, historyLoading, notice, send };
}
