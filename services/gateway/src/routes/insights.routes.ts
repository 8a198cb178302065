import type { ServiceClients } from '../clients.js';
import type { ContractRoutes } from '../http/contract.js';
import { ownerRoutes } from '../plugins/owner-routes.js';
import { getInsightsSchema } from './insights.schemas.js';

type Clients = Pick<ServiceClients, 'auth' | 'projects' | 'chat'>;

/** The top questions are grouped by meaning: up to 500 embedded in the ingestion service. */
const insightsDeadlineMs = 45_000;

/**
 * An agent's insights (issue 20), from the chat service. The route names the agent, which the
 * owner must own (another owner's agent is 'Project not found').
 */
export async function registerInsightsRoutes(app: ContractRoutes, clients: Clients): Promise<void> {
  const { chat } = clients;
  await ownerRoutes(app, { clients, ownedProject: { in: 'params', name: 'id' } }, (owned) => {
    owned.get('/projects/:id/insights', { schema: getInsightsSchema }, async (request) => {
      const found = await chat.GetInsights(
        {
          project_id: request.params.id,
          days: request.query.days,
          time_zone: request.query.time_zone,
        },
        { requestId: request.id, deadlineMs: insightsDeadlineMs },
      );
      return {
        since: found.since,
        until: found.until,
        time_zone: found.time_zone,
        days: found.days.map((day) => ({
          day: day.day,
          conversations: day.conversations,
          answered: day.answered,
          declined: day.declined,
          weak: day.weak,
          escalations: day.escalations,
        })),
        hours: found.hours.map((hour) => ({ hour: hour.hour, questions: hour.questions })),
        top_questions: found.top_questions.map((question) => ({
          question: question.question,
          examples: question.examples,
          count: question.count,
          last_asked_at: question.last_asked_at,
        })),
        questions: found.questions,
        grouped_questions: found.grouped_questions,
      };
    });
  });
}
