import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Set by the database (clock_timestamp()) when a row is written; read back as Date. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

/** QA: question/answer pairs the owner wrote (ingestion.qa_pairs), no sources to crawl. */
export type KnowledgeBaseType = 'WEBSITE' | 'URL' | 'SITEMAP' | 'FILE' | 'QA';
export type KnowledgeBaseStatus = 'INQUEUE' | 'INPROGRESS' | 'COMPLETED' | 'FAILED';
export type ResourceStatus = 'Processing' | 'Completed' | 'Failed';
/** What a run did to a page source (counted on the set as the last sync's changes). */
export type SyncChange = '' | 'unchanged' | 'changed' | 'new' | 'removed';
export type ResourceOrigin = 'manual' | 'start' | 'sitemap' | 'link' | 'upload';

export type KnowledgeBasesTable = {
  id: string;
  /** Internal project id (projects.v1.Project.id). */
  project_id: string;
  owner_id: string;
  title: string;
  url: Generated<string>;
  type: KnowledgeBaseType;
  status: Generated<KnowledgeBaseStatus>;
  /** Percent of this run's known sources finished; only ever raised within a run. */
  progress: Generated<number>;
  pages_total: Generated<number>;
  pages_done: Generated<number>;
  /** Sources of this run indexed, and those that ended Failed (kept by the same recount). */
  pages_completed: Generated<number>;
  pages_failed: Generated<number>;
  failure_reason: Generated<string>;
  /** Grows on every retrain; jobs of an older run find they are stale and stop. */
  run: Generated<number>;
  /** Discovery of this run has queued every source it found (links may still add more). */
  discovery_done: Generated<boolean>;
  /** The site's robots.txt as fetched at this run's discovery; null when it had none. */
  robots_txt: ColumnType<string | null, string | null | undefined, string | null>;
  /** At most this many page sources (the plan's page cap at creation). */
  page_cap: number;
  /** The plan the owner last acted under: how often the set is synced (sync-schedule.fns.ts). */
  plan: Generated<string>;
  /** When the last run (first crawl, sync or retrain) finished; null until one has. */
  last_synced_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the scheduler starts the next sync; null when the plan syncs by hand only. */
  next_sync_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** What the current or last run changed: pages re-embedded, pages added, pages retired. */
  sync_changed: Generated<number>;
  sync_added: Generated<number>;
  sync_removed: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ResourcesTable = {
  id: string;
  knowledge_base_id: string;
  project_id: string;
  type: 'URL' | 'FILE';
  /** Normalised page URL, or the file's display name. */
  url: string;
  indexed_title: Generated<string>;
  status: Generated<ResourceStatus>;
  reason: Generated<string>;
  /** The crawler's classification of a failure (domain/knowledge/failure-codes.ts); '' unless Failed. */
  reason_code: Generated<string>;
  origin: Generated<ResourceOrigin>;
  /** Link hops from the start page (0 for the start page, sitemap entries and manual URLs). */
  depth: Generated<number>;
  /** Order of discovery within the set; the queue priority, so a big crawl never starves a small one. */
  ordinal: Generated<number>;
  /** Grows on every retry or retrain of this source; part of its job ids. */
  run: Generated<number>;
  /** Extracted text waiting for (or last used by) embedding. */
  content: ColumnType<string | null, string | null | undefined, string | null>;
  /** Hash of the last indexed title and text: an unchanged page is not embedded again. */
  content_hash: ColumnType<string | null, string | null | undefined, string | null>;
  language: Generated<string>;
  file_name: Generated<string>;
  file_size: ColumnType<string, number | undefined, number>;
  file_type: Generated<string>;
  /** The validators the site sent with the indexed copy, asked back on the next sync ('' if none). */
  etag: Generated<string>;
  last_modified: Generated<string>;
  /** Syncs in a row the page answered 404/410; retired at the second. */
  missing_syncs: Generated<number>;
  /** What this run did to the page; '' until decided. */
  sync_change: Generated<SyncChange>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type FilesTable = {
  resource_id: string;
  bytes: Buffer;
  sha256: string;
};

export type DownloadLinksTable = {
  /** sha256 of the token: a leaked table does not leak working links. */
  token_hash: string;
  resource_id: string;
  expires_at: Date;
};

export type ChunksTable = {
  id: string;
  resource_id: string;
  knowledge_base_id: string;
  project_id: string;
  ordinal: number;
  url: string;
  title: string;
  header: string;
  content: string;
  token_count: number;
  content_hash: string;
  /** pgvector text form '[0.1,0.2,…]' on write. */
  embedding: string;
  embedding_model: string;
  embedding_dimensions: number;
  created_at: Timestamp;
};

export type QaPairsTable = {
  id: string;
  knowledge_base_id: string;
  project_id: string;
  question: string;
  /** The question without case and runs of spaces: one answer per question in a set. */
  question_key: string;
  answer: string;
  /** pgvector text form of the question's embedding; null until embedded. */
  embedding: ColumnType<string | null, string | null | undefined, string | null>;
  embedding_model: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** When a large project's common words were last counted, and how many chunks it had then. */
export type WordCountsTable = {
  project_id: string;
  chunks: number;
  counted_at: Timestamp;
};

/** A word in at least commonWordShare of a large project's chunks, when last counted. */
export type CommonWordsTable = {
  project_id: string;
  lexeme: string;
  chunks: number;
};

export type IngestionDatabase = {
  'ingestion.word_counts': WordCountsTable;
  'ingestion.common_words': CommonWordsTable;
  'ingestion.qa_pairs': QaPairsTable;
  'ingestion.knowledge_bases': KnowledgeBasesTable;
  'ingestion.resources': ResourcesTable;
  'ingestion.files': FilesTable;
  'ingestion.download_links': DownloadLinksTable;
  'ingestion.chunks': ChunksTable;
};

export type KnowledgeBaseRow = Selectable<KnowledgeBasesTable>;
export type ResourceRow = Selectable<ResourcesTable>;
export type NewResource = Insertable<ResourcesTable>;
export type NewChunk = Insertable<ChunksTable>;
export type QaPairRow = Selectable<QaPairsTable>;
