import type { ApiReply } from '../../api/http-contract';
import type { Page } from '../../ui/shown-page.fns';

// The training API's types come from the HTTP contract (web/src/api); the values the server writes
// from a closed list are narrowed here.

export type { Page };

/** QA: questions and answers the owner writes (modules/qa), nothing to crawl. */
export type TrainingType = 'WEBSITE' | 'URL' | 'SITEMAP' | 'FILE' | 'QA';

export type TrainingStatus = 'INQUEUE' | 'INPROGRESS' | 'COMPLETED' | 'FAILED';

/**
 * A training set: one website, sitemap, or a container of links or files (spec §3). `progress` is
 * the percent of the known pages done, 0–100; `pages_completed`/`pages_failed` the sources of this
 * run learned (indexed) and failed; `failure_reason` why the whole set failed, in product words
 * ('' unless FAILED).
 */
export type KnowledgeBase = Omit<ApiReply<'/knowledgebase/get/{id}', 'get'>, 'type' | 'status'> & {
  type: TrainingType;
  status: TrainingStatus;
};

export type ResourceStatus = 'Processing' | 'Completed' | 'Failed';

type SourcesJson = ApiReply<'/knowledgebase/{kb_id}/resource', 'get'>;

/**
 * One page or file of a training set (a "source"). `url` is the page's address or the file's name;
 * `reason` why it failed or was skipped, in product words ('' otherwise); `reason_code` the
 * crawler's classification of the failure (see failure-reasons.ts; '' unless Failed);
 * `retryable`: a Retry may help (false for robots.txt refusals, missing pages and the like).
 */
export type Resource = Omit<SourcesJson['data'][number], 'type' | 'status'> & {
  type: 'URL' | 'FILE';
  status: ResourceStatus;
};

/** How many of a set's sources failed for one reason. */
export type FailureGroup = NonNullable<SourcesJson['failure_groups']>[number];

/** A page of sources; `failure_groups` counts the whole set's failures, whatever the filters. */
export type SourcesPage = Page<Resource> & { failure_groups?: FailureGroup[] };

export type SourceStatusFilter = '' | ResourceStatus;

export type SourceFilters = { status: SourceStatusFilter; search: string; reason: string };

export type CreateKnowledgeBaseRequest = {
  projectId: string;
  title: string;
  url: string;
  type: TrainingType;
};

export type DownloadLink = ApiReply<'/knowledgebase/{kb_id}/resource/{resource_id}/download', 'get'>;
