import { randomBytes } from 'node:crypto';
import { AppError } from '@sitesage/errors';
import type { EgressPolicy } from '@sitesage/egress';
import type { Logger } from '@sitesage/logger';
import type { KnowledgeBaseRow, ResourceRow } from '../../db/database.js';
import type { FilesRepository, StoredFile } from '../../db/files.repository.js';
import type { KnowledgeBasesRepository } from '../../db/knowledge-bases.repository.js';
import type { ResourcesRepository } from '../../db/resources.repository.js';
import type { Scheduler } from './scheduler.port.js';
import type { Transact } from './transact.port.js';
import {
  hostTitle,
  isId,
  knowledgeBaseLimitFor,
  maxUrlsPerRequest,
  messages,
  pageOf,
  parseCrawlUrl,
  parseSourceFilter,
  parseTitle,
  parseType,
} from './knowledge-fields.fns.js';
import { failureCodes, isRetryable } from './failure-codes.js';
import type { SyncStarter } from '../sync/start-sync.js';
import { isSyncable, nextSyncAt } from '../sync/sync-schedule.fns.js';

/** What Retry failed queues again: every retryable kind, and failures recorded without a kind. */
const retryableCodes = ['', ...failureCodes.filter(isRetryable)];

export type Owner = { userId: string; plan: string };

/** How long a download link opens its file. */
export const downloadLinkTtlMs = 10 * 60_000;

export type KnowledgeServiceDeps = {
  log: Logger;
  transact: Transact;
  knowledgeBases: KnowledgeBasesRepository;
  resources: ResourcesRepository;
  files: FilesRepository;
  scheduler: Pick<Scheduler, 'discover' | 'pages' | 'file'>;
  policy: EgressPolicy;
  pageCap: number;
  syncs: Pick<SyncStarter, 'syncNow'>;
  now?: () => Date;
};

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;

const notFound = () => AppError.notFound(messages.knowledgeBaseNotFound);
const sourceNotFound = () => AppError.notFound(messages.resourceNotFound);

export function createKnowledgeService(deps: KnowledgeServiceDeps) {
  const { knowledgeBases, resources, scheduler } = deps;
  const now = deps.now ?? (() => new Date());

  async function owned(owner: Owner, id: string): Promise<KnowledgeBaseRow> {
    const knowledgeBase = isId(id) ? await knowledgeBases.findOwned(owner.userId, id) : undefined;
    if (!knowledgeBase) throw notFound();
    return knowledgeBase;
  }

  async function ownedSource(owner: Owner, knowledgeBaseId: string, id: string) {
    const knowledgeBase = await owned(owner, knowledgeBaseId);
    const source = isId(id) ? await resources.find(knowledgeBase.id, id) : undefined;
    if (!source) throw sourceNotFound();
    return { knowledgeBase, source };
  }

  /**
   * Sets sync as often as the owner's plan allows; the plan arrives with each request (billing
   * tells auth, auth signs it into the session), so sets still scheduled under an earlier plan are
   * moved onto this one's schedule, counted from now.
   */
  async function notePlan(owner: Owner): Promise<boolean> {
    const plan = owner.plan.toUpperCase();
    const moved = await knowledgeBases.listOtherPlan(owner.userId, plan);
    for (const set of moved) {
      const next = isSyncable(set.type) ? nextSyncAt(set.id, plan, now()) : undefined;
      await knowledgeBases.setSchedule(set.id, { plan, nextSyncAt: next });
    }
    return moved.length > 0;
  }

  /** Queues a source's first step by its kind. */
  const queueSource = (source: ResourceRow) =>
    source.type === 'FILE' ? scheduler.file(source) : scheduler.pages([source]);

  return {
    async create(
      owner: Owner,
      input: { projectId: string; title: string; url: string; type: string },
    ): Promise<KnowledgeBaseRow> {
      const type = parseType(input.type);
      const url =
        type === 'WEBSITE' || type === 'SITEMAP'
          ? parseCrawlUrl(
              input.url,
              'url',
              deps.policy,
              type === 'WEBSITE' ? messages.websiteRequired : messages.sitemapRequired,
            )
          : '';
      const title = parseTitle(input.title, url ? hostTitle(url) : '');
      const limit = knowledgeBaseLimitFor(owner.plan);
      const created = await deps.transact(async (tx) => {
        await knowledgeBases.lockOwnerForCreate(owner.userId, tx);
        if ((await knowledgeBases.countForOwner(owner.userId, tx)) >= limit) {
          throw new AppError('FAILED_PRECONDITION', messages.planLimit);
        }
        return knowledgeBases.insert(
          {
            id: crypto.randomUUID(),
            project_id: input.projectId,
            owner_id: owner.userId,
            title,
            url,
            type,
            page_cap: deps.pageCap,
            // Sets of hand-picked URLs and files have nothing to discover.
            discovery_done: type === 'URL' || type === 'FILE' || type === 'QA',
            // Q&A pairs are learned as they are saved (qa.service.ts): the set is never queued.
            ...(type === 'QA' ? { status: 'COMPLETED' as const, progress: 100 } : {}),
          },
          tx,
        );
      });
      await notePlan(owner);
      if (type === 'QA') return created;
      if (type === 'URL' || type === 'FILE') return (await knowledgeBases.refresh(created.id)) ?? created;
      try {
        await scheduler.discover(created);
      } catch (error) {
        // No job, no training: undo, so the owner's retry does not leave a set stuck in the queue.
        await knowledgeBases.delete(owner.userId, created.id);
        throw error;
      }
      return created;
    },

    async get(owner: Owner, id: string) {
      const knowledgeBase = await owned(owner, id);
      if (!(await notePlan(owner))) return knowledgeBase;
      return (await knowledgeBases.findById(id)) ?? knowledgeBase;
    },

    async list(owner: Owner, projectId: string, limit: number, offset: number) {
      await notePlan(owner);
      return knowledgeBases.list(owner.userId, projectId, pageOf(limit, offset));
    },

    /**
     * Sync now: the set re-read from its site at once (on FREE, the only way). Refused while a
     * crawl of the set runs; the scheduled sync moves to count from this one.
     */
    async sync(owner: Owner, id: string): Promise<KnowledgeBaseRow> {
      await owned(owner, id);
      await notePlan(owner);
      const started = await deps.syncs.syncNow(id);
      return (await knowledgeBases.refresh(id)) ?? started;
    },

    async update(owner: Owner, id: string, changes: { title?: string }): Promise<KnowledgeBaseRow> {
      const knowledgeBase = await owned(owner, id);
      if (changes.title === undefined) return knowledgeBase;
      const updated = await knowledgeBases.updateTitle(owner.userId, id, parseTitle(changes.title, ''));
      if (!updated) throw notFound();
      return updated;
    },

    async delete(owner: Owner, id: string): Promise<void> {
      // Jobs still queued for its sources find them gone and stop.
      if (!isId(id) || !(await knowledgeBases.delete(owner.userId, id))) throw notFound();
    },

    /** Re-syncs every source; the indexer skips pages whose content hash did not change. */
    async retrain(owner: Owner, id: string): Promise<KnowledgeBaseRow> {
      const current = await owned(owner, id);
      if (current.type === 'QA') return current;
      const { knowledgeBase, sources } = await deps.transact(async (tx) => ({
        knowledgeBase: await knowledgeBases.startRun(id, tx),
        sources: await resources.rescheduleAll(id, tx),
      }));
      await Promise.all(sources.filter((s) => s.type === 'FILE').map((s) => scheduler.file(s)));
      await scheduler.pages(sources.filter((s) => s.type === 'URL'));
      if (knowledgeBase.type === 'WEBSITE' || knowledgeBase.type === 'SITEMAP') {
        await scheduler.discover(knowledgeBase);
      } else {
        await knowledgeBases.markDiscoveryDone(id, knowledgeBase.run);
      }
      return (await knowledgeBases.refresh(id)) ?? knowledgeBase;
    },

    async addUrls(owner: Owner, knowledgeBaseId: string, urls: readonly { url: string; type: string }[]) {
      const knowledgeBase = await owned(owner, knowledgeBaseId);
      if (knowledgeBase.type === 'QA') throw AppError.invalid('resources', messages.qaHasNoSources);
      if (urls.length === 0 || urls.every(({ url }) => !url.trim()))
        throw AppError.invalid('resources', messages.noUrls);
      if (urls.length > maxUrlsPerRequest) throw AppError.invalid('resources', messages.tooManyUrls);
      const pages = urls
        .filter(({ url }) => url.trim())
        .map(({ url, type }, index) => {
          if (type && type.toUpperCase() !== 'URL') {
            throw AppError.invalid(`resources[${String(index)}].type`, 'Only URL sources can be added here');
          }
          return {
            url: parseCrawlUrl(url, `resources[${String(index)}].url`, deps.policy, messages.noUrls),
            origin: 'manual' as const,
            depth: 0,
          };
        });
      const added = await resources.addPages(knowledgeBase, pages, knowledgeBase.run);
      await scheduler.pages(added);
      // A new batch: the bar starts from what is done of everything now known.
      await knowledgeBases.refresh(knowledgeBase.id, { allowLower: true });
      return added;
    },

    /** A page of the set's sources matching the filters, and the whole set's failures by kind. */
    async listResources(
      owner: Owner,
      knowledgeBaseId: string,
      page: { limit: number; offset: number },
      filter: { status: string; search: string; reasonCode: string },
    ) {
      const knowledgeBase = await owned(owner, knowledgeBaseId);
      const [listed, failures] = await Promise.all([
        resources.list(knowledgeBase.id, pageOf(page.limit, page.offset), parseSourceFilter(filter)),
        resources.countFailures(knowledgeBase.id),
      ]);
      return {
        ...listed,
        failureGroups: failures.map((group) => ({ ...group, retryable: isRetryable(group.code) })),
      };
    },

    async getResource(owner: Owner, knowledgeBaseId: string, id: string) {
      return (await ownedSource(owner, knowledgeBaseId, id)).source;
    },

    /** A page source's new address is fetched again; files cannot change their address. */
    async updateResource(owner: Owner, knowledgeBaseId: string, id: string, url: string) {
      const { source } = await ownedSource(owner, knowledgeBaseId, id);
      if (source.type !== 'URL') throw AppError.invalid('url', 'Only page sources have an address to change');
      const next = parseCrawlUrl(url, 'url', deps.policy, messages.noUrls);
      const updated = await resources.reschedule(source.id, { url: next });
      await queueSource(updated);
      await knowledgeBases.refresh(knowledgeBaseId, { allowLower: true });
      return updated;
    },

    async deleteResource(owner: Owner, knowledgeBaseId: string, id: string): Promise<void> {
      const { knowledgeBase, source } = await ownedSource(owner, knowledgeBaseId, id);
      await resources.delete(knowledgeBase.id, source.id);
      await knowledgeBases.refresh(knowledgeBase.id);
    },

    async retryResource(owner: Owner, knowledgeBaseId: string, id: string) {
      const { source } = await ownedSource(owner, knowledgeBaseId, id);
      if (source.status === 'Processing') return source;
      if (source.status === 'Failed' && !isRetryable(source.reason_code)) {
        throw new AppError('FAILED_PRECONDITION', messages.notRetryable);
      }
      const updated = await resources.reschedule(source.id);
      await queueSource(updated);
      await knowledgeBases.refresh(knowledgeBaseId, { allowLower: true });
      return updated;
    },

    /** Queues again every failed source of the set that a retry may help; the rest stay as they are. */
    async retryFailed(owner: Owner, knowledgeBaseId: string) {
      const knowledgeBase = await owned(owner, knowledgeBaseId);
      const sources = await resources.rescheduleFailed(knowledgeBase.id, retryableCodes);
      await Promise.all(sources.filter((s) => s.type === 'FILE').map((s) => scheduler.file(s)));
      await scheduler.pages(sources.filter((s) => s.type === 'URL'));
      const refreshed = await knowledgeBases.refresh(knowledgeBase.id, { allowLower: true });
      return { retried: sources.length, knowledgeBase: refreshed ?? knowledgeBase };
    },

    async createDownloadLink(owner: Owner, knowledgeBaseId: string, id: string) {
      const { source } = await ownedSource(owner, knowledgeBaseId, id);
      if (source.type !== 'FILE')
        throw AppError.invalid('resource_id', 'Only uploaded files can be downloaded');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + downloadLinkTtlMs);
      await deps.files.createLink(source.id, token, expiresAt);
      return { token, expiresAt };
    },

    async openDownload(token: string): Promise<StoredFile> {
      const file = /^[A-Za-z0-9_-]{43}$/.test(token) ? await deps.files.openLink(token) : undefined;
      if (!file) throw AppError.notFound('This download link is unknown or has expired');
      return file;
    },

    countResources: (projectIds: readonly string[]) => knowledgeBases.countResourcesByProject(projectIds),

    /** The owner's training sets against the plan's limit: what `create` counts and refuses at. */
    async trainingSetUsage(owner: Owner): Promise<{ used: number; limit: number }> {
      await notePlan(owner);
      return {
        used: await knowledgeBases.countForOwner(owner.userId),
        limit: knowledgeBaseLimitFor(owner.plan),
      };
    },
  };
}
