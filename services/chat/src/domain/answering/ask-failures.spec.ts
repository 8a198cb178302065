import { describe, expect, it } from 'vitest';
import { asUnavailable } from '@sitesage/db';
import { captureLogs } from '@sitesage/testing';
import type { MessageRow } from '../../db/database.js';
import type { QuestionsRepository } from '../../db/questions.repository.js';
import { createMessageLimits } from '../limits/message-limits.js';
import { createAskService, type AskEvent, type AskServiceDeps } from './ask.service.js';

const sessionId = '00000000-0000-4000-8000-000000000001';
const now = new Date('2026-11-27T10:00:00Z');
const row = (id: string, role: 'user' | 'assistant', content: string, status = 'complete'): MessageRow =>
  ({
    id,
    session_id: sessionId,
    project_id: 'project-1',
    role,
    content,
    status,
    metadata: {},
    created_at: now,
    author_id: null,
    author_name: null,
  }) as unknown as MessageRow;

/**
 * The ask service with a model that streams "Orders ship in two days." and a store whose first
 * reply write fails with `replyFailure`; the replies that were stored are kept in `stored`.
 */
function askServiceWhoseReplyStoreFails(replyFailure: Error) {
  const stored: { content: string; status: string }[] = [];
  let failed = false;
  const questions = {
    askInSession: () =>
      Promise.resolve({
        outcome: 'stored',
        message: row('1', 'user', 'How fast do you ship?'),
        heldBy: { takenOverBy: null },
      }),
    askInNewSession: () => Promise.reject(new Error('not used')),
    storeReply: (reply: { content: string; status: string }) => {
      if (!failed) {
        failed = true;
        return Promise.reject(replyFailure);
      }
      stored.push({ content: reply.content, status: reply.status });
      return Promise.resolve(row('2', 'assistant', reply.content, reply.status));
    },
  } as unknown as QuestionsRepository;
  const deps: AskServiceDeps = {
    clock: () => now,
    log: captureLogs('chat', []),
    sessionsService: { prepareSession: () => Promise.reject(new Error('not used')) } as never,
    questions,
    quotaWindows: { windowAt: () => Promise.resolve({ start: now, end: now }) },
    messages: { listMessages: () => Promise.resolve([]) },
    limits: createMessageLimits(
      { count: () => Promise.resolve({ used: 1, remainingMs: 60_000 }) },
      {
        perVisitorPerMinute: 20,
        perProjectPerMinute: 300,
        sessionsPerVisitorPerMinute: 20,
        sessionsPerProjectPerMinute: 300,
        concurrentAnswersPerProject: 20,
      },
    ),
    search: () =>
      Promise.resolve([
        {
          url: 'https://shop.test/shipping',
          title: 'Shipping',
          header: '',
          content: 'We ship in two days.',
          score: 1,
        },
      ]),
    scoreTexts: (_query, texts) => Promise.resolve({ scores: texts.map(() => 0.5), semantic: true }),
    qaAnswers: {
      find: () =>
        Promise.resolve({ reply: undefined, ahead: (passages) => passages, sources: (pages) => pages }),
    },
    model: {
      rewriteQuestion: (question) => Promise.resolve(question),
      translateQuestion: (question) => Promise.resolve(question),
      async *streamAnswer() {
        await Promise.resolve();
        yield 'Orders ship ';
        yield 'in two days.';
      },
    },
    translateOffline: () => undefined,
    coalesceMs: 0,
    conversationsPerVisitorPerDay: 20,
    takeover: { clock: () => now, takeovers: { noteQuestion: () => Promise.resolve() } as never },
    // The translation the container gives the service, the one the gRPC server applies to thrown errors.
    translateError: asUnavailable,
  };
  return { ask: createAskService(deps), stored };
}

async function eventsOf(events: AsyncIterable<AskEvent>): Promise<AskEvent[]> {
  const seen: AskEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

const input = {
  projectId: 'project-1',
  sessionId,
  prompt: 'How fast do you ship?',
  bot: { name: 'Shop bot', siteName: 'Shop', description: '' },
  ownerId: 'owner-1',
  plan: 'PRO',
  visitorKey: 'visitor-1',
  visitor: {},
  detailsRequired: false,
} as never;

describe('a reply that cannot be stored', () => {
  it('tells the visitor to try again when the database could not be reached, and keeps what they read as incomplete', async () => {
    // What node-postgres throws when its pool hands out no connection in time.
    const { ask, stored } = askServiceWhoseReplyStoreFails(
      new Error('timeout exceeded when trying to connect'),
    );

    const events = await eventsOf(ask.ask(input, new AbortController().signal));

    expect(
      events
        .filter((event) => event.kind === 'token')
        .map((event) => event.text)
        .join(''),
    ).toBe('Orders ship in two days.');
    expect(events.at(-1)).toEqual({
      kind: 'error',
      code: 'UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
    expect(stored).toEqual([{ content: 'Orders ship in two days.', status: 'incomplete' }]);
  });

  it('calls any other failure an internal one, without its details', async () => {
    const { ask } = askServiceWhoseReplyStoreFails(new Error('column "sources" does not exist'));

    const events = await eventsOf(ask.ask(input, new AbortController().signal));

    expect(events.at(-1)).toEqual({
      kind: 'error',
      code: 'INTERNAL',
      message: "Sorry, I couldn't finish that answer. Please try again in a moment.",
    });
  });
});
