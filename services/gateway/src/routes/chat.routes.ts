import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { AnswerEvent__Output, VisitorInfo } from '@sitesage/contracts';
import { AppError, isErrorCode } from '@sitesage/errors';
import type { ServiceClients } from '../clients.js';
import { streamReply, type ContractRoutes, type ContractValue } from '../http/contract.js';
import { ownerIfSignedIn, ownerRoutes, type OwnedProjectParam } from '../plugins/owner-routes.js';
import { toServerSentEvent } from './answer-events.js';
import { messageToJson, sessionToJson, sourceToJson } from './chat-json.js';
import {
  createSessionSchema,
  getSessionSchema,
  historySchema,
  listSessionsSchema,
  sendBotMessageSchema,
  sendMessageSchema,
  streamMessageSchema,
} from './chat.schemas.js';
import { refusePausedAgent, withVisitorRefusals } from './visitor-refusals.js';
import {
  visitorCity,
  visitorKey,
  type ResolveVisitorProject,
  type VisitorProject,
} from './visitor-projects.js';

type Clients = Pick<ServiceClients, 'auth' | 'projects' | 'chat'>;
/** The body both ways of asking share (`/bot/message` and `/bot/stream-message`). */
type MessageBodySchema = (typeof sendMessageSchema)['body'];

/** A reply is written while the visitor waits: retrieval and a model's whole answer fit in this. */
const answerDeadlineMs = 3 * 60_000;

/**
 * Spec §7 Bot and sessions. Visitors name an agent by its public id and hold nothing but their
 * session id; owners name it by its id and must own it. Either way the chat service sees only the
 * internal id, and scopes every session and message by it, so ids never cross agents.
 */
export function registerChatRoutes(
  app: ContractRoutes,
  clients: Clients,
  {
    trustProxy,
    resolveVisitorProject,
  }: { trustProxy: boolean; resolveVisitorProject: ResolveVisitorProject },
) {
  const { chat } = clients;
  const ids = (request: FastifyRequest) => ({ requestId: request.id });

  const visitorInfo = (
    request: FastifyRequest,
    body: Partial<ContractValue<(typeof createSessionSchema)['body']>> = {},
  ): VisitorInfo => ({
    user_agent: body.user_agent ?? request.headers['user-agent'] ?? '',
    platform: body.platform ?? '',
    language: body.language ?? '',
    screen: body.screen
      ? {
          width: body.screen.width,
          height: body.screen.height,
          color_depth: body.screen.color_depth,
          pixel_depth: body.screen.pixel_depth,
        }
      : null,
    timezone: body.timezone ?? '',
    referrer: body.referrer ?? '',
    page_url: body.page_url ?? '',
    name: body.name ?? '',
    email: body.email ?? '',
    phone: body.phone ?? '',
    city: visitorCity(request, trustProxy),
  });

  const ask = (
    request: FastifyRequest,
    body: ContractValue<MessageBodySchema>,
    project: VisitorProject,
    signal?: AbortSignal,
  ) =>
    chat.Ask(
      {
        project_id: project.id,
        session_id: body.session_id,
        prompt: body.prompt,
        bot: {
          name: project.botName,
          site_name: project.name,
          description: project.description,
          contact_email: project.contactEmail,
          contact_whatsapp: project.contactWhatsapp,
        },
        owner_id: project.ownerId,
        plan: project.plan,
        visitor_key: visitorKey(request),
        visitor: visitorInfo(request),
        details_required: project.requireUserDetails,
      },
      { requestId: request.id, deadlineMs: answerDeadlineMs, ...(signal ? { signal } : {}) },
    );

  // Owners name the agent by its id in the query string, and must own it.
  const ownedProject: OwnedProjectParam = { in: 'query', name: 'project_id' };

  app.post('/sessions', { schema: createSessionSchema }, async (request, reply) => {
    const project = refusePausedAgent(await resolveVisitorProject(request, request.body.project_id));
    const session = await chat.CreateSession(
      {
        project_id: project.id,
        source: 'embedded_widget',
        visitor: visitorInfo(request, request.body),
        details_required: project.requireUserDetails,
        visitor_key: visitorKey(request),
      },
      ids(request),
    );
    return reply
      .status(201)
      .send({ id: session.id, project_id: project.slug, created_at: session.created_at });
  });

  void ownerRoutes(app, { clients, ownedProject }, (owned) => {
    // The spec names the owner's conversation list both ways.
    for (const path of ['/sessions', '/bot/sessions']) {
      owned.get(path, { schema: listSessionsSchema }, async (request) => {
        const { project_id: projectId, offset, limit, filter } = request.query;
        const page = await chat.ListSessions({ project_id: projectId, offset, limit, filter }, ids(request));
        return { data: page.data.map(sessionToJson), total: page.total };
      });
    }

    owned.get('/bot/sessions/:session_id', { schema: getSessionSchema }, async (request) => {
      const { project_id: projectId } = request.query;
      return sessionToJson(
        await chat.GetSession({ project_id: projectId, session_id: request.params.session_id }, ids(request)),
      );
    });
  });

  // A conversation's history: the owner's view when the request carries a token, the visitor's otherwise.
  void ownerRoutes(app, { clients, ownedProject, visitorsToo: true }, (history) => {
    history.get('/bot/history', { schema: historySchema }, async (request) => {
      const { project_id: projectId, session_id: sessionId, offset, limit } = request.query;
      const internalId = ownerIfSignedIn(request)
        ? projectId
        : (await resolveVisitorProject(request, projectId)).id;
      const { messages } = await chat.ListMessages(
        { project_id: internalId, session_id: sessionId, offset, limit },
        ids(request),
      );
      return { data: messages.map((message) => messageToJson(message, projectId)) };
    });
  });

  app.post('/bot/message', { schema: sendMessageSchema }, async (request) => {
    const project = refusePausedAgent(await resolveVisitorProject(request, request.body.project_id));
    let sessionId = request.body.session_id;
    let sources: Array<ReturnType<typeof sourceToJson>> = [];
    let response: string | undefined;
    // Read to the end rather than leaving at `done`: leaving early cancels the call, and a burst of
    // cancels (HTTP/2 RST_STREAM) makes Node's rapid-reset guard close the whole connection.
    for await (const event of withVisitorRefusals(ask(request, request.body, project))) {
      if (event.event === 'session_id') sessionId = event.session_id ?? sessionId;
      if (event.event === 'sources') sources = (event.sources?.sources ?? []).map(sourceToJson);
      if (event.event === 'error') throw failureOf(event);
      if (event.event === 'done') response = event.done?.response ?? '';
    }
    if (response !== undefined) return { response, sources, session_id: sessionId };
    throw new AppError('UNAVAILABLE', 'The reply ended before it was complete. Please try again.');
  });

  app.post('/bot/stream-message', { schema: streamMessageSchema }, async (request, reply) => {
    const project = refusePausedAgent(await resolveVisitorProject(request, request.body.project_id));
    // A visitor who closes the chat mid-reply stops the model at once (SECURITY F7), not when its
    // next piece would have been written.
    const visitorLeft = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) visitorLeft.abort();
    });
    const events = withVisitorRefusals(ask(request, request.body, project, visitorLeft.signal))[
      Symbol.asyncIterator
    ]();
    // Refusals (limits, quota, unknown session) come before the first event: they are plain JSON
    // errors with their status. After that the status is sent and failures are `error` events.
    const first = await events.next();
    const sessionId =
      !first.done && first.value.event === 'session_id'
        ? (first.value.session_id ?? '')
        : request.body.session_id;
    return streamReply(reply)
      .type('text/event-stream; charset=utf-8')
      .header('x-session-id', sessionId)
      .header('x-accel-buffering', 'no')
      .send(Readable.from(serverSentEvents(first, events), { objectMode: false }));
  });

  app.post('/bot/send-bot-message', { schema: sendBotMessageSchema }, async (request) => {
    // Visitors write their own turns only (SECURITY F5): a forged assistant or system turn is refused.
    if ((request.body.role ?? 'user') !== 'user') {
      throw new AppError('PERMISSION_DENIED', 'Only visitor messages can be sent here');
    }
    const project = refusePausedAgent(await resolveVisitorProject(request, request.body.project_id));
    const message = await chat.AppendMessage(
      {
        project_id: project.id,
        session_id: request.body.session_id,
        role: 'user',
        content: request.body.message,
        visitor_key: visitorKey(request),
      },
      ids(request),
    );
    return messageToJson(message, project.slug);
  });
}

function failureOf(event: AnswerEvent__Output): AppError {
  const code = event.error?.code;
  return new AppError(
    isErrorCode(code) && code !== 'INTERNAL' ? code : 'UNAVAILABLE',
    event.error?.message ?? '',
  );
}

async function* serverSentEvents(
  first: IteratorResult<AnswerEvent__Output>,
  rest: AsyncIterator<AnswerEvent__Output>,
): AsyncGenerator<string> {
  try {
    let next = first;
    while (!next.done) {
      const text = toServerSentEvent(next.value);
      if (text) yield text;
      next = await rest.next();
    }
  } catch {
    // The chat service or the connection to it failed mid-reply: the visitor still gets a clean end.
    yield (
      toServerSentEvent({
        event: 'error',
        error: {
          code: 'UNAVAILABLE',
          message: 'The reply was cut off. Please try again.',
          retry_after_seconds: 0,
        },
      }) ?? ''
    );
  } finally {
    // The visitor went away (the response stream was destroyed): cancel the call, and with it the model.
    await rest.return?.();
  }
}
