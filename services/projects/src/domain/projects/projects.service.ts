import type { Executor } from '@sitesage/db';
import { AppError } from '@sitesage/errors';
import { parseSiteUrl, siteHostName } from '@sitesage/egress';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { ProjectsDatabase } from '../../db/database.js';
import type { ProjectChanges, ProjectsRepository } from '../../db/projects.repository.js';
import type { PurgeOutboxRepository } from '../../db/purge-outbox.repository.js';
import type { PurgeRelay } from '../purge/purge-relay.service.js';
import { normaliseAllowedHosts } from './allowed-hosts.fns.js';
import { planLimitMessage, projectLimitFor } from './plan-limits.fns.js';
import { chatNameFor, renamedTo } from './agent-name.fns.js';
import {
  defaultWelcomeMessage,
  fieldLimits,
  normaliseTemplateMessages,
  projectNameRequired,
  validateDescription,
  validateName,
  validateWelcomeMessage,
  validateContactEmail,
  validateContactWhatsapp,
} from './project-fields.fns.js';
import {
  assertOwner,
  isProjectId,
  isPublicSlug,
  newProjectId,
  newPublicSlug,
  projectNotFound,
  toProject,
  toPublicProject,
  type Owner,
  type Project,
  type PublicProject,
} from './project.fns.js';
import { defaultTheme, validateThemePatch, type ThemePatchInput } from './theme.fns.js';

export type Transact = <T>(work: (tx: Executor<ProjectsDatabase>) => Promise<T>) => Promise<T>;

export type ProjectsServiceDeps = {
  clock: Clock;
  log: Logger;
  transact: Transact;
  projects: Pick<
    ProjectsRepository,
    | 'lockOwnerForCreate'
    | 'countLiveProjects'
    | 'insertProject'
    | 'findProject'
    | 'findPublicProject'
    | 'listProjects'
    | 'listProjectIds'
    | 'updateProject'
    | 'markDeleted'
  >;
  outbox: Pick<PurgeOutboxRepository, 'insertPurges'>;
  relay: Pick<PurgeRelay, 'relayPending'>;
  /** Names of the queues a deleted project is announced on (projectPurgeQueues). */
  purgeQueues: readonly string[];
  /** Within the deleting transaction: a paused agent takes the freed place within the plan. */
  rebalanceOwner: (userId: string, tx: Executor<ProjectsDatabase>) => Promise<unknown>;
};

export type NewProject = { name: string; description: string; siteUrl: string };

/**
 * Only these fields can be changed by the owner; undefined leaves a field as it is. Ids, owner,
 * status, site and counters cannot even be expressed here.
 */
export type ProjectUpdate = {
  name?: string | undefined;
  description?: string | undefined;
  botName?: string | undefined;
  requireUserDetails?: boolean | undefined;
  botWelcomeMessage?: string | undefined;
  botTemplateMessages?: string | undefined;
  contactEmail?: string | undefined;
  contactWhatsapp?: string | undefined;
  theme?: ThemePatchInput | undefined;
  /** The whole new list of allowed websites (replaces the old one; an empty list allows any site). */
  allowedHosts?: readonly string[] | undefined;
  allowLocalhost?: boolean | undefined;
};

export type ProjectList = { projects: Project[]; total: number; planLimit: number };

export const listLimits = { default: 25, max: 100 } as const;

/** The owner's agents: create within the plan's limit, read, list, edit allowed fields, delete. */
export function createProjectsService({
  clock,
  log,
  transact,
  projects,
  outbox,
  relay,
  purgeQueues,
  rebalanceOwner,
}: ProjectsServiceDeps) {
  const ownedProject = async (owner: Owner, id: string): Promise<Project> => {
    assertOwner(owner);
    // A malformed id names nothing; answering like an unknown one leaves no oracle.
    if (!isProjectId(id)) throw projectNotFound();
    const row = await projects.findProject(owner.userId, id);
    if (!row) throw projectNotFound();
    return toProject(row);
  };

  const projectBehindSlug = async (projectId: string): Promise<Project> => {
    if (!isPublicSlug(projectId)) throw projectNotFound();
    const row = await projects.findPublicProject(projectId);
    if (!row) throw projectNotFound();
    return toProject(row);
  };

  return {
    async createProject(owner: Owner, input: NewProject): Promise<Project> {
      assertOwner(owner);
      const siteUrl = input.siteUrl.trim() ? parseSiteUrl(input.siteUrl, 'site_url') : '';
      // Spec §3: the name is taken from the site's host when the owner gave none.
      let name: string;
      if (input.name.trim()) name = validateName(input.name);
      else if (siteUrl) name = siteHostName(new URL(siteUrl).hostname).slice(0, fieldLimits.nameMax);
      else throw AppError.invalid('name', projectNameRequired);
      const description = validateDescription(input.description);
      const limit = projectLimitFor(owner.plan);
      if (limit === 0) throw new AppError('PERMISSION_DENIED', planLimitMessage);

      const row = await transact(async (tx) => {
        // Count and insert under a per-owner lock: concurrent creates cannot pass the limit.
        await projects.lockOwnerForCreate(owner.userId, tx);
        if ((await projects.countLiveProjects(owner.userId, tx)) >= limit) {
          throw new AppError('PERMISSION_DENIED', planLimitMessage);
        }
        return projects.insertProject(
          {
            id: newProjectId(),
            project_id: newPublicSlug(),
            user_id: owner.userId,
            name,
            description,
            bot_name: chatNameFor(name),
            bot_welcome_message: defaultWelcomeMessage,
            bot_template_messages: '',
            require_user_details: false,
            theme: JSON.stringify(defaultTheme),
            site_url: siteUrl,
          },
          tx,
        );
      });
      log.info({ userId: owner.userId, projectId: row.id }, 'project created');
      return toProject(row);
    },

    getProject: ownedProject,

    async listProjects(
      owner: Owner,
      query: { limit: number; offset: number; search: string },
    ): Promise<ProjectList> {
      assertOwner(owner);
      const limit = query.limit > 0 ? Math.min(query.limit, listLimits.max) : listLimits.default;
      const offset = Math.max(0, query.offset);
      const search = query.search.trim().slice(0, 200);
      const { rows, total } = await projects.listProjects(owner.userId, { limit, offset, search });
      return { projects: rows.map(toProject), total, planLimit: projectLimitFor(owner.plan) };
    },

    async updateProject(owner: Owner, id: string, update: ProjectUpdate): Promise<Project> {
      const current = await ownedProject(owner, id);
      // Validate everything first: a request with one bad field changes nothing.
      const changes: ProjectChanges = {};
      const renamed = renamedTo(current, update);
      if (renamed) Object.assign(changes, renamed);
      if (update.description !== undefined) changes.description = validateDescription(update.description);
      if (update.requireUserDetails !== undefined) changes.require_user_details = update.requireUserDetails;
      if (update.botWelcomeMessage !== undefined) {
        changes.bot_welcome_message = validateWelcomeMessage(update.botWelcomeMessage);
      }
      if (update.botTemplateMessages !== undefined) {
        changes.bot_template_messages = normaliseTemplateMessages(update.botTemplateMessages);
      }
      if (update.allowedHosts !== undefined)
        changes.allowed_hosts = normaliseAllowedHosts(update.allowedHosts);
      if (update.allowLocalhost !== undefined) changes.allow_localhost = update.allowLocalhost;
      if (update.contactEmail !== undefined)
        changes.contact_email = validateContactEmail(update.contactEmail);
      if (update.contactWhatsapp !== undefined) {
        changes.contact_whatsapp = validateContactWhatsapp(update.contactWhatsapp);
      }
      const themePatch = update.theme ? validateThemePatch(update.theme) : {};
      if (Object.keys(changes).length === 0 && Object.keys(themePatch).length === 0) return current;
      const row = await projects.updateProject(owner.userId, id, changes, themePatch);
      if (!row) throw projectNotFound();
      log.info(
        {
          userId: owner.userId,
          projectId: id,
          fields: [...Object.keys(changes), ...Object.keys(themePatch)],
        },
        'project updated',
      );
      return toProject(row);
    },

    /**
     * Hides the project at once and, in the same short transaction, records one purge
     * announcement per queue; after commit the relay sends them (and keeps trying if Redis is
     * away), and removes the project row once every queue has its job.
     */
    async deleteProject(owner: Owner, id: string): Promise<void> {
      assertOwner(owner);
      if (!isProjectId(id)) throw projectNotFound();
      const deleted = await transact(async (tx) => {
        // The owner's lock: the rebalance below must not race a create or a plan change.
        await projects.lockOwnerForCreate(owner.userId, tx);
        if (!(await projects.markDeleted(owner.userId, id, clock(), tx))) return false;
        await outbox.insertPurges(
          purgeQueues.map((queue) => ({ project_id: id, owner_id: owner.userId, queue })),
          tx,
        );
        await rebalanceOwner(owner.userId, tx);
        return true;
      });
      if (!deleted) throw projectNotFound();
      log.info({ userId: owner.userId, projectId: id }, 'project deleted; purge announced');
      await relay.relayPending({ projectId: id });
    },

    async getPublicProject(projectId: string): Promise<PublicProject> {
      return toPublicProject(await projectBehindSlug(projectId));
    },

    /** The whole project behind a public slug, for routing a visitor's chat (never sent to a browser). */
    getVisitorProject: projectBehindSlug,

    async listProjectIds(owner: Owner): Promise<string[]> {
      assertOwner(owner);
      return projects.listProjectIds(owner.userId);
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
