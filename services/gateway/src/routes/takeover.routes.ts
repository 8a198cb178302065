import type { FastifyRequest } from 'fastify';
import type { ServiceClients } from '../clients.js';
import type { ContractRoutes } from '../http/contract.js';
import { bearerToken } from '../plugins/authenticate.js';
import { ownerOf, ownerRoutes, type OwnedProjectParam } from '../plugins/owner-routes.js';
import { messageToJson, sessionToJson } from './chat-json.js';
import {
  handBackSchema,
  liveSchema,
  ownerMessageSchema,
  takeOverSchema,
  waitingForPersonSchema,
} from './takeover.schemas.js';
import type { ResolveVisitorProject } from './visitor-projects.js';

type Clients = Pick<ServiceClients, 'auth' | 'projects' | 'chat' | 'integrations'>;

/** A visitor's chat waits this long for an owner's message, then asks again. */
const liveWaitMs = 20_000;

/**
 * Human takeover. Owner routes name the agent in the query string and must own it (the chat and
 * integrations services scope the session to it as well, so another agent's session is 404).
 * The visitor's long poll names the agent by its public id and holds only the session id.
 */
export function registerTakeoverRoutes(
  app: ContractRoutes,
  clients: Clients,
  { resolveVisitorProject }: { resolveVisitorProject: ResolveVisitorProject },
) {
  const { auth, chat, integrations, projects } = clients;
  const ids = (request: FastifyRequest) => ({ requestId: request.id });
  const ownedProject: OwnedProjectParam = { in: 'query', name: 'project_id' };

  /** The signed-in owner with the name their messages carry (the account's, as auth holds it). */
  const author = async (request: FastifyRequest) => {
    const user = await auth.GetCurrentUser({ token: bearerToken(request) }, ids(request));
    return { owner: ownerOf(request), name: user.full_name || user.name || 'Owner' };
  };

  void ownerRoutes(app, { clients, ownedProject }, (owned) => {
    owned.post('/bot/sessions/:session_id/takeover', { schema: takeOverSchema }, async (request) => {
      const { owner, name } = await author(request);
      const session = await chat.SetTakeover(
        {
          project_id: request.query.project_id,
          session_id: request.params.session_id,
          owner_id: owner.user_id,
          owner_name: name,
          take: true,
        },
        ids(request),
      );
      return sessionToJson(session);
    });

    owned.post('/bot/sessions/:session_id/hand-back', { schema: handBackSchema }, async (request) => {
      const session = await chat.SetTakeover(
        {
          project_id: request.query.project_id,
          session_id: request.params.session_id,
          owner_id: ownerOf(request).user_id,
          owner_name: '',
          take: false,
        },
        ids(request),
      );
      return sessionToJson(session);
    });

    owned.post(
      '/bot/sessions/:session_id/owner-messages',
      { schema: ownerMessageSchema },
      async (request) => {
        const { project_id: projectId } = request.query;
        const sessionId = request.params.session_id;
        const { owner, name } = await author(request);
        const session = await chat.GetSession({ project_id: projectId, session_id: sessionId }, ids(request));
        if (session.source !== 'whatsapp') {
          const message = await chat.AddOwnerMessage(
            {
              project_id: projectId,
              session_id: sessionId,
              owner_id: owner.user_id,
              owner_name: name,
              content: request.body.message,
            },
            ids(request),
          );
          return messageToJson(message, projectId);
        }
        // WhatsApp: the integrations service checks the 24-hour window, sends, then stores it in chat.
        const sent = await integrations.SendOwnerReply(
          {
            owner,
            project_id: projectId,
            session_id: sessionId,
            owner_name: name,
            content: request.body.message,
          },
          ids(request),
        );
        const message = request.body.message.trim();
        return {
          id: sent.message_id,
          session_id: sessionId,
          project_id: projectId,
          role: 'assistant',
          message,
          response: message,
          timestamp: sent.created_at,
          status: 'complete',
          author: 'owner' as const,
          author_name: name,
          metadata: { sources: [] },
        };
      },
    );
  });

  void ownerRoutes(app, { clients }, (owned) => {
    owned.get('/bot/waiting-for-person', { schema: waitingForPersonSchema }, async (request) => {
      const { ids: projectIds } = await projects.ListProjectIds(
        { owner: ownerOf(request), id: '' },
        ids(request),
      );
      return chat.CountWaitingForPerson({ project_ids: projectIds }, ids(request));
    });
  });

  app.get('/bot/live', { schema: liveSchema }, async (request, reply) => {
    const { project_id: slug, session_id: sessionId, after } = request.query;
    const project = await resolveVisitorProject(request, slug);
    // A visitor who closes the chat ends the wait in the chat service too.
    const left = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) left.abort();
    });
    const news = await chat.WatchSession(
      { project_id: project.id, session_id: sessionId, after_message_id: after, wait_ms: liveWaitMs },
      { requestId: request.id, deadlineMs: liveWaitMs + 10_000, signal: left.signal },
    );
    return {
      taken_over: news.taken_over,
      taken_over_by: news.taken_over_by,
      data: news.messages.map((message) => messageToJson(message, slug)),
    };
  });
}
