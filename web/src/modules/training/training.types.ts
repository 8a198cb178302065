import type { Page } from '../../ui/shown-page.fns';

export type { Page };

export type TrainingType = 'WEBSITE' | 'URL' | 'SITEMAP' | 'FILE';

export type TrainingStatus = 'INQUEUE' | 'INPROGRESS' | 'COMPLETED' | 'FAILED';

/** A training set: one website, sitemap, or a container of links or files (spec §3). */
export type KnowledgeBase = {
  id: string;
  project_id: string;
  title: string;
  url: string;
  type: TrainingType;
  status: TrainingStatus;
  /** Percent of the known pages done, 0–100. */
  progress: number;
  pages_done: number;
  pages_total: number;
  /** Sources of this run learned (indexed), and those that failed. */
  pages_completed: number;
  pages_failed: number;
  /** Why the whole set failed, in product words; '' unless FAILED. */
  failure_reason: string;
  created_at: string;
  updated_at: string;
};

export type ResourceStatus = 'Processing' | 'Completed' | 'Failed';

/** One page or file of a training set (a "source"). */
export type Resource = {
  id: string;
  knowledgebase_id: string;
  type: 'URL' | 'FILE';
  /** The page's address, or the file's name. */
  url: string;
  indexed_title: string;
  status: ResourceStatus;
  /** Why it failed or was skipped, in product words; '' otherwise. */
  reason: string;
  /** The crawler's classification of the failure (see failure-reasons.ts); '' unless Failed. */
  reason_code: string;
  /** A Retry may help: false for robots.txt refusals, missing pages and the like. */
  retryable: boolean;
  file_name: string;
  file_size: number;
  created_at: string;
  updated_at: string;
};

/** How many of a set's sources failed for one reason. */
export type FailureGroup = { reason_code: string; count: number; retryable: boolean };

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

export type DownloadLink = { url: string; expires_at: string };
