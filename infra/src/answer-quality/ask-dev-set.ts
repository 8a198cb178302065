/**
 * A development set put to the answering path as visitors would: the site trained as a WEBSITE
 * training set through the ingestion service, then every conversation asked through the chat
 * service's Ask (the widget's path, offline), in a session of its own, follow-ups in the same
 * session. Returns each turn as the visitor saw it; scoring is ../quality-metrics' job.
 */
import {
  chatProto,
  ingestionProto,
  type AnswerEvent__Output,
  type ChatServiceClient,
  type IngestionServiceClient,
} from '@sitesage/contracts';
import { createPromiseClient, type PromiseClient } from '@sitesage/grpc';
import type { AskedTurn, DevConversation } from '@sitesage/testing';

const owner = { user_id: 'quality-owner', plan: 'PRO' };

export type DevSetRun = { trainMs: number; pages: number; turns: AskedTurn[] };

export type AskDevSetOptions = {
  ingestionTarget: string;
  chatTarget: string;
  projectId: string;
  siteOrigin: string;
  conversations: readonly DevConversation[];
  /** Whether a reply is a decline, from the product's own signal (see the callers). */
  isDecline(reply: string, sources: readonly string[]): boolean;
  trainTimeoutMs?: number;
};

async function train(
  ingestion: PromiseClient<IngestionServiceClient>,
  { projectId, siteOrigin, trainTimeoutMs = 120_000 }: AskDevSetOptions,
): Promise<number> {
  const created = await ingestion.CreateKnowledgeBase({
    owner,
    project_id: projectId,
    title: 'Documenso documentation',
    url: siteOrigin,
    type: 'WEBSITE',
  });
  const deadline = Date.now() + trainTimeoutMs;
  for (;;) {
    const set = await ingestion.GetKnowledgeBase({ owner, id: created.id });
    if (set.status === 'COMPLETED') return set.pages_done;
    if (set.status === 'FAILED' || Date.now() > deadline) {
      throw new Error(`training did not complete: ${set.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function askOnce(
  chat: PromiseClient<ChatServiceClient>,
  projectId: string,
  sessionId: string,
  prompt: string,
  visitor: string,
) {
  const started = performance.now();
  const events: AnswerEvent__Output[] = [];
  for await (const event of chat.Ask({
    project_id: projectId,
    session_id: sessionId,
    prompt,
    bot: { name: 'Documenso help', site_name: 'Documenso', description: '' },
    owner_id: owner.user_id,
    plan: owner.plan,
    visitor_key: visitor,
    visitor: { user_agent: 'sitesage-quality', language: 'en' },
    details_required: false,
  })) {
    events.push(event);
  }
  const latencyMs = performance.now() - started;
  const failure = events.find((event) => event.event === 'error')?.error;
  if (failure) throw new Error(`Ask failed for "${prompt}": ${failure.code} ${failure.message}`);
  return {
    latencyMs,
    sessionId: events.find((event) => event.event === 'session_id')?.session_id ?? sessionId,
    reply: events.find((event) => event.event === 'done')?.done?.response ?? '',
    sources: (events.find((event) => event.event === 'sources')?.sources?.sources ?? []).map((s) => s.url),
  };
}

export async function askDevSet(options: AskDevSetOptions): Promise<DevSetRun> {
  const ingestion = createPromiseClient<IngestionServiceClient>(
    ingestionProto().sitesage.ingestion.v1.IngestionService,
    { serviceName: 'ingestion', target: options.ingestionTarget, deadlineMs: 30_000 },
  );
  const chat = createPromiseClient<ChatServiceClient>(chatProto().sitesage.chat.v1.ChatService, {
    serviceName: 'chat',
    target: options.chatTarget,
    deadlineMs: 30_000,
  });
  try {
    const trainStarted = performance.now();
    const pages = await train(ingestion, options);
    const trainMs = performance.now() - trainStarted;
    const turns: AskedTurn[] = [];
    for (const conversation of options.conversations) {
      let sessionId = '';
      for (const [index, question] of conversation.turns.entries()) {
        const asked = await askOnce(chat, options.projectId, sessionId, question.text, conversation.id);
        sessionId = asked.sessionId;
        turns.push({
          conversationId: conversation.id,
          turn: index + 1,
          question,
          reply: asked.reply,
          sources: asked.sources,
          declined: options.isDecline(asked.reply, asked.sources),
          latencyMs: asked.latencyMs,
        });
      }
    }
    return { trainMs, pages, turns };
  } finally {
    ingestion.close();
    chat.close();
  }
}
