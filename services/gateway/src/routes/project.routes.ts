import type { FastifyRequest } from 'fastify';
import type { Project__Output } from '@sitesage/contracts';
import type { ServiceClients } from '../clients.js';
import { ownerOf, ownerRoutes } from '../plugins/owner-routes.js';
import { conversationUsageToJson } from './usage-json.js';
import { projectToJson, publicProjectToJson, themePatchFromJson } from './project-json.js';
import {
  analyticsSchema,
  createProjectSchema,
  deleteProjectSchema,
  getProjectSchema,
  keepProjectSchema,
  listProjectsSchema,
  magicUiSchema,
  publicProjectSchema,
  updateProjectSchema,
} from './project.schemas.js';
import { noContent, type ContractRoutes } from '../http/contract.js';

type Clients = Pick<ServiceClients, 'auth' | 'projects' | 'chat' | 'ingestion'>;
/** Counts are asked for on every list; a slow ingestion service must not hold the list up for long. */
const resourceCountDeadlineMs = 2_000;

export type ProjectRouteOptions = {
  /** Called with an agent's public slug after its owner changed it (the visitor-side cache drops it). */
  onAgentChanged?: (slug: string) => void;
};

type SourceCounts = { resources: number; completed: number; failed: number; processing: number };

/** Spec §7 Projects and `users/analytics`: the owner's agents, composed from projects, chat and ingestion. */
export function registerProjectRoutes(
  app: ContractRoutes,
  clients: Clients,
  { onAgentChanged }: ProjectRouteOptions = {},
): void {
  const { projects, chat, ingestion } = clients;
  const ids = (request: FastifyRequest) => ({ requestId: request.id });

  /**
   * Training sources per agent, and how many were learned, failed or are still processing. The
   * counts are decoration: when the ingestion service is down or slow the list still loads,
   * showing 0, and the failure is logged.
   */
  async function resourceCounts(projectIds: string[], request: FastifyRequest) {
    try {
      const { counts } = await ingestion.CountResources(
        { project_ids: projectIds },
        { requestId: request.id, deadlineMs: resourceCountDeadlineMs },
      );
      return new Map<string, SourceCounts>(counts.map((c) => [c.project_id, c]));
    } catch (error) {
      request.log.warn({ err: error }, 'training source counts unavailable; showing 0');
      return new Map<string, SourceCounts>();
    }
  }

  /** Adds each agent's session and reply counts (chat) and training-source count (ingestion): one call each per page. */
  async function withCounts(list: Project__Output[], request: FastifyRequest) {
    if (list.length === 0) return [];
    const projectIds = list.map((p) => p.id);
    const [{ counts }, resources] = await Promise.all([
      chat.CountSessions({ project_ids: projectIds }, ids(request)),
      resourceCounts(projectIds, request),
    ]);
    const activity = new Map(counts.map((c) => [c.project_id, c]));
    return list.map((project) => {
      const sources = resources.get(project.id);
      return projectToJson(project, {
        totalSessions: activity.get(project.id)?.sessions ?? 0,
        totalResponses: activity.get(project.id)?.responses ?? 0,
        totalResources: sources?.resources ?? 0,
        training: {
          learned: sources?.completed ?? 0,
          failed: sources?.failed ?? 0,
          processing: sources?.processing ?? 0,
        },
      });
    });
  }

  // The projects service scopes every call to the owner it is given: signing in is the group's check.
  void ownerRoutes(app, { clients }, (owned) => {
    owned.get('/projects', { schema: listProjectsSchema }, async (request) => {
      const { limit, offset, search = '' } = request.query;
      const reply = await projects.ListProjects(
        { owner: ownerOf(request), limit, offset, search },
        ids(request),
      );
      return {
        data: await withCounts(reply.data, request),
        total: reply.total,
        plan_limit: reply.plan_limit,
      };
    });

    owned.post('/projects', { schema: createProjectSchema }, async (request, reply) => {
      const { name = '', description = '', site_url = '' } = request.body;
      const project = await projects.CreateProject(
        { owner: ownerOf(request), name, description, site_url },
        ids(request),
      );
      return reply
        .status(201)
        .send(projectToJson(project, { totalSessions: 0, totalResponses: 0, totalResources: 0 }));
    });

    owned.get('/projects/:id', { schema: getProjectSchema }, async (request) => {
      const project = await projects.GetProject(
        { owner: ownerOf(request), id: request.params.id },
        ids(request),
      );
      const [json] = await withCounts([project], request);
      return json;
    });

    owned.put('/projects/:id', { schema: updateProjectSchema }, async (request) => {
      // Named fields only: the body can never reach the owner, the id or any field not listed here.
      const {
        name,
        description,
        bot_name,
        require_user_details,
        bot_welcome_message,
        bot_template_messages,
        allowed_hosts,
        allow_localhost,
        contact_email,
        contact_whatsapp,
      } = request.body;
      const project = await projects.UpdateProject(
        {
          owner: ownerOf(request),
          id: request.params.id,
          name,
          description,
          bot_name,
          require_user_details,
          bot_welcome_message,
          bot_template_messages,
          contact_email,
          contact_whatsapp,
          theme: themePatchFromJson(request.body.theme),
          // Absent leaves the list alone; a list (even empty) replaces it.
          allowed_hosts: allowed_hosts === undefined ? undefined : { hosts: allowed_hosts },
          allow_localhost,
        },
        ids(request),
      );
      onAgentChanged?.(project.project_id);
      const [json] = await withCounts([project], request);
      return json;
    });

    owned.delete('/projects/:id', { schema: deleteProjectSchema }, async (request, reply) => {
      await projects.DeleteProject({ owner: ownerOf(request), id: request.params.id }, ids(request));
      return noContent(reply);
    });

    // The owner chooses which agents stay within the plan after a downgrade (nothing is deleted).
    owned.post('/projects/:id/keep', { schema: keepProjectSchema }, async (request) => {
      const project = await projects.KeepProject(
        { owner: ownerOf(request), id: request.params.id },
        ids(request),
      );
      onAgentChanged?.(project.project_id);
      const [json] = await withCounts([project], request);
      return json;
    });

    owned.post(
      '/projects/:id/create-magic-ui',
      // Fetching the owner's site takes a few seconds; allow for it.
      { schema: magicUiSchema },
      async (request) => {
        const result = await projects.CreateMagicUi(
          { owner: ownerOf(request), id: request.params.id, url: request.body.url },
          { requestId: request.id, deadlineMs: 20_000 },
        );
        const project = result.project ? (await withCounts([result.project], request))[0] : undefined;
        return { project, site_reviewed: result.site_reviewed, note: result.note };
      },
    );

    owned.get('/users/analytics', { schema: analyticsSchema }, async (request) => {
      const signedIn = ownerOf(request);
      const { ids: projectIds } = await projects.ListProjectIds({ owner: signedIn, id: '' }, ids(request));
      const [analytics, usage] = await Promise.all([
        chat.GetAnalytics({ project_ids: projectIds }, ids(request)),
        chat.GetConversationUsage({ owner_id: signedIn.user_id, plan: signedIn.plan }, ids(request)),
      ]);
      return {
        total_projects: projectIds.length,
        total_sessions: analytics.total_sessions,
        total_responses: analytics.total_responses,
        total_active_sessions: analytics.total_active_sessions,
        recent_activity: analytics.recent_activity.map(
          ({ message, action, timestamp, project_id, session_id }) => ({
            message,
            action,
            timestamp,
            project_id,
            session_id,
          }),
        ),
        conversation_usage: conversationUsageToJson(usage),
      };
    });
  });

  app.get('/projects/project/:project_id', { schema: publicProjectSchema }, async (request, reply) => {
    const project = await projects.GetPublicProject({ project_id: request.params.project_id }, ids(request));
    // The widget loader reads this from the customer's own pages, on any origin. It is public data
    // fetched without cookies, so '*' (never with credentials) is safe here and only here (SECURITY F9).
    void reply.header('access-control-allow-origin', '*');
    return publicProjectToJson(project);
  });
}
