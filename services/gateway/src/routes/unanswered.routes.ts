import type { FastifyRequest } from 'fastify';
import type { ServiceClients } from '../clients.js';
import type { ContractRoutes } from '../http/contract.js';
import { ownerOf, ownerRoutes } from '../plugins/owner-routes.js';
import {
  dismissUnansweredSchema,
  listUnansweredSchema,
  unansweredCountsSchema,
} from './unanswered.schemas.js';

type Clients = Pick<ServiceClients, 'auth' | 'projects' | 'chat'>;

/** Grouping embeds up to 500 questions per agent in the ingestion service. */
const groupingDeadlineMs = 45_000;

/**
 * An agent's unanswered questions (issue 20), from the chat service. The routes name the agent,
 * which the owner must own (another owner's agent is 'Project not found'); the dashboard's count
 * covers the signed-in owner's own agents only.
 */
export async function registerUnansweredRoutes(app: ContractRoutes, clients: Clients): Promise<void> {
  const { chat, projects } = clients;
  const call = (request: FastifyRequest) => ({ requestId: request.id, deadlineMs: groupingDeadlineMs });

  await ownerRoutes(app, { clients, ownedProject: { in: 'params', name: 'id' } }, (owned) => {
    owned.get('/projects/:id/unanswered', { schema: listUnansweredSchema }, async (request) => {
      const { groups } = await chat.ListUnanswered({ project_id: request.params.id }, call(request));
      return {
        data: groups.map((group) => ({
          id: group.id,
          question: group.question,
          examples: group.examples,
          count: group.count,
          last_asked_at: group.last_asked_at,
          reasons: group.reasons.filter(
            (reason) => reason === 'declined' || reason === 'person' || reason === 'weak',
          ),
          session_id: group.session_id,
        })),
      };
    });

    owned.post(
      '/projects/:id/unanswered/:group_id/dismiss',
      { schema: dismissUnansweredSchema },
      async (request) =>
        chat.DismissUnanswered(
          { project_id: request.params.id, group_id: request.params.group_id },
          call(request),
        ),
    );
  });

  await ownerRoutes(app, { clients }, (owned) => {
    owned.get('/users/unanswered', { schema: unansweredCountsSchema }, async (request) => {
      const { ids } = await projects.ListProjectIds(
        { owner: ownerOf(request), id: '' },
        { requestId: request.id },
      );
      if (ids.length === 0) return { waiting: 0, projects: [] };
      const { counts } = await chat.CountUnanswered({ project_ids: ids }, call(request));
      return {
        waiting: counts.reduce((sum, count) => sum + count.waiting, 0),
        projects: counts.map(({ project_id, waiting }) => ({ project_id, waiting })),
      };
    });
  });
}
