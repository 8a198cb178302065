import type {
  IngestionOwner__Output,
  IngestionServiceHandlers,
  KnowledgeBase,
  Resource,
} from '@sitesage/contracts';
import { AppError } from '@sitesage/errors';
import type { Implementation } from '@sitesage/grpc';
import type { KnowledgeBaseRow, ResourceRow } from '../db/database.js';
import type { KnowledgeService, Owner } from '../domain/knowledge/knowledge.service.js';
import type { UploadService } from '../domain/knowledge/upload.service.js';
import type { SearchService } from '../domain/search/search.service.js';
import type { QaService } from '../domain/qa/qa.service.js';
import { toQaPair } from './qa-pair.js';
import { generateSitemap, type SitemapOptions } from '../domain/sitemap-generator/generate-sitemap.js';
import { parseCrawlUrl } from '../domain/knowledge/knowledge-fields.fns.js';
import { isRetryable } from '../domain/knowledge/failure-codes.js';
import { isSyncable, syncIntervalMs } from '../domain/sync/sync-schedule.fns.js';

export type IngestionServices = {
  knowledge: KnowledgeService;
  upload: UploadService;
  search: SearchService;
  qa: QaService;
  sitemap: Omit<SitemapOptions, 'signal'>;
};

const ownerOf = (owner: IngestionOwner__Output | null | undefined): Owner => {
  if (!owner?.user_id) throw new AppError('UNAUTHENTICATED', 'Invalid token');
  return { userId: owner.user_id, plan: owner.plan };
};

export function toKnowledgeBase(row: KnowledgeBaseRow): KnowledgeBase {
  return {
    id: row.id,
    project_id: row.project_id,
    title: row.title,
    url: row.url,
    type: row.type,
    status: row.status,
    progress: row.progress,
    pages_done: row.pages_done,
    pages_total: row.pages_total,
    pages_completed: row.pages_completed,
    pages_failed: row.pages_failed,
    failure_reason: row.failure_reason,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_synced_at: row.last_synced_at?.toISOString() ?? '',
    next_sync_at: row.next_sync_at?.toISOString() ?? '',
    sync_changed: row.sync_changed,
    sync_added: row.sync_added,
    sync_removed: row.sync_removed,
    sync_every_days: syncEveryDays(row),
  };
}

/** How often the set's plan syncs it, in days; 0 for by hand only (and for sets not read from a site). */
const syncEveryDays = (row: KnowledgeBaseRow): number => {
  const interval = isSyncable(row.type) ? syncIntervalMs(row.plan) : undefined;
  return interval === undefined ? 0 : Math.round(interval / (24 * 60 * 60_000));
};

export function toResource(row: ResourceRow): Resource {
  return {
    id: row.id,
    knowledge_base_id: row.knowledge_base_id,
    type: row.type,
    url: row.url,
    indexed_title: row.indexed_title,
    status: row.status,
    reason: row.reason,
    reason_code: row.status === 'Failed' ? row.reason_code || 'other' : '',
    retryable: row.status === 'Failed' && isRetryable(row.reason_code),
    file_name: row.file_name,
    file_size: row.file_size,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Pieces of a downloaded file: small enough for gRPC's message limit, big enough to be cheap. */
const filePieceBytes = 256 * 1024;

export function ingestionHandlers({
  knowledge,
  upload,
  search,
  qa,
  sitemap,
}: IngestionServices): Implementation<IngestionServiceHandlers> {
  return {
    async CreateKnowledgeBase(request) {
      const row = await knowledge.create(ownerOf(request.owner), {
        projectId: request.project_id,
        title: request.title,
        url: request.url,
        type: request.type,
      });
      return toKnowledgeBase(row);
    },
    async GetKnowledgeBase(request) {
      return toKnowledgeBase(await knowledge.get(ownerOf(request.owner), request.id));
    },
    async ListKnowledgeBases(request) {
      const { rows, total } = await knowledge.list(
        ownerOf(request.owner),
        request.project_id,
        request.limit,
        request.offset,
      );
      return { data: rows.map(toKnowledgeBase), total };
    },
    async UpdateKnowledgeBase(request) {
      const changes = request._title === 'title' ? { title: request.title } : {};
      return toKnowledgeBase(await knowledge.update(ownerOf(request.owner), request.id, changes));
    },
    async DeleteKnowledgeBase(request) {
      await knowledge.delete(ownerOf(request.owner), request.id);
      return {};
    },
    async RetrainKnowledgeBase(request) {
      return toKnowledgeBase(await knowledge.retrain(ownerOf(request.owner), request.id));
    },
    async SyncKnowledgeBase(request) {
      return toKnowledgeBase(await knowledge.sync(ownerOf(request.owner), request.id));
    },
    async AddUrlResources(request) {
      const rows = await knowledge.addUrls(
        ownerOf(request.owner),
        request.knowledge_base_id,
        request.resources,
      );
      return { data: rows.map(toResource) };
    },
    async UploadFiles(parts) {
      const { knowledgeBase, sources } = await upload.receive(parts);
      return { knowledge_base: toKnowledgeBase(knowledgeBase), data: sources.map(toResource) };
    },
    async ListResources(request) {
      const owner = ownerOf(request.owner);
      const { rows, total, failureGroups } = await knowledge.listResources(
        owner,
        request.knowledge_base_id,
        { limit: request.limit, offset: request.offset },
        { status: request.status, search: request.search, reasonCode: request.reason_code },
      );
      return {
        data: rows.map(toResource),
        total,
        failure_groups: failureGroups.map((group) => ({
          reason_code: group.code,
          count: group.count,
          retryable: group.retryable,
        })),
      };
    },
    async GetResource(request) {
      return toResource(
        await knowledge.getResource(ownerOf(request.owner), request.knowledge_base_id, request.resource_id),
      );
    },
    async UpdateResource(request) {
      const owner = ownerOf(request.owner);
      return toResource(
        await knowledge.updateResource(owner, request.knowledge_base_id, request.resource_id, request.url),
      );
    },
    async DeleteResource(request) {
      await knowledge.deleteResource(ownerOf(request.owner), request.knowledge_base_id, request.resource_id);
      return {};
    },
    async RetryResource(request) {
      return toResource(
        await knowledge.retryResource(ownerOf(request.owner), request.knowledge_base_id, request.resource_id),
      );
    },
    async RetryFailedResources(request) {
      const { retried, knowledgeBase } = await knowledge.retryFailed(ownerOf(request.owner), request.id);
      return { retried, knowledge_base: toKnowledgeBase(knowledgeBase) };
    },
    async CreateDownloadLink(request) {
      const link = await knowledge.createDownloadLink(
        ownerOf(request.owner),
        request.knowledge_base_id,
        request.resource_id,
      );
      return { token: link.token, expires_at: link.expiresAt.toISOString() };
    },
    async *ReadFile(request) {
      const file = await knowledge.openDownload(request.token);
      for (let offset = 0; offset < Math.max(file.size, 1); offset += filePieceBytes) {
        const data = file.bytes.subarray(offset, offset + filePieceBytes);
        yield offset === 0
          ? { file_name: file.fileName, content_type: file.fileType, size: file.size, data }
          : { data };
      }
    },
    GetTrainingSetUsage: (request) => knowledge.trainingSetUsage(ownerOf(request)),
    async CountResources(request) {
      const counts = await knowledge.countResources(request.project_ids);
      return {
        counts: request.project_ids.map((projectId) => {
          const count = counts.get(projectId);
          return {
            project_id: projectId,
            resources: count?.total ?? 0,
            completed: count?.completed ?? 0,
            failed: count?.failed ?? 0,
            processing: count?.processing ?? 0,
          };
        }),
      };
    },
    // Called by the chat service for a visitor's question; the project comes from the visitor's
    // session there, so there is no owner to check here.
    // Called by the chat service to choose an answer's sentences; it holds no data of any project.
    async ScoreTexts(request) {
      return search.scoreTexts(request.query, request.texts);
    },
    async Search(request) {
      const passages = await search.findPassages(request.project_id, request.query, request.limit, {
        neighbours: request.with_neighbours,
      });
      const opening = request.with_page_opening ? await search.pageOpening(request.project_id, passages) : [];
      return {
        passages: passages.map((passage) => ({
          chunk_id: passage.chunkId,
          url: passage.url,
          title: passage.title,
          header: passage.header,
          content: passage.content,
          score: passage.score,
          keyword_match: passage.keywordMatch,
          similarity: passage.similarity,
          before: passage.before,
          after: passage.after,
        })),
        page_opening: opening.map((chunk) => ({
          chunk_id: chunk.id,
          url: chunk.url,
          title: chunk.title,
          header: chunk.header,
          content: chunk.content,
        })),
      };
    },
    async ListQaPairs(request) {
      const { data, total } = await qa.list(
        ownerOf(request.owner),
        request.knowledge_base_id,
        request.limit,
        request.offset,
      );
      return { data: data.map(toQaPair), total };
    },
    async SaveQaPair(request) {
      const owner = ownerOf(request.owner);
      const input = { question: request.question, answer: request.answer };
      return toQaPair(
        request.qa_id === ''
          ? await qa.create(owner, request.knowledge_base_id, input)
          : await qa.update(owner, request.knowledge_base_id, request.qa_id, input),
      );
    },
    async DeleteQaPair(request) {
      await qa.delete(ownerOf(request.owner), request.knowledge_base_id, request.qa_id);
      return {};
    },
    ImportQaCsv: (request) => qa.importCsv(ownerOf(request.owner), request.knowledge_base_id, request.csv),
    // Called by the chat service for a visitor's question (the project comes from the session).
    MatchQa: (request) => qa.match(request.project_id, request.query, request.limit),
    // Called by the chat service to group the questions its agents could not answer.
    async GroupTexts(request) {
      return { groups: await qa.groupTexts(request.texts) };
    },
    // When the caller goes away the stream writer stops iterating, which ends the crawl.
    async *GenerateSitemap(request) {
      ownerOf(request.owner);
      const url = parseCrawlUrl(request.url, 'url', sitemap.policy, 'Website URL is required');
      for await (const text of generateSitemap(url, request.max_pages, sitemap)) yield { text };
    },
  };
}
