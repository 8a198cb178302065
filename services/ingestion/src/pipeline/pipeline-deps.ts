import type { EgressPolicy } from '@sitesage/egress';
import type { Logger } from '@sitesage/logger';
import type { ChunksRepository } from '../db/chunks.repository.js';
import type { FilesRepository } from '../db/files.repository.js';
import type { KnowledgeBasesRepository } from '../db/knowledge-bases.repository.js';
import type { ResourcesRepository } from '../db/resources.repository.js';
import type { Embedder } from '../domain/content/index.js';
import type { HostGate } from '../domain/crawling/host-gate.port.js';
import type { Scheduler } from '../domain/knowledge/scheduler.port.js';
import type { PageRenderer } from '../rendering/index.js';

/**
 * What the pipeline steps (and the worker's reconciler and re-embedding sweep) share; built once
 * per worker process. Each repository is narrowed to the calls the pipeline makes, so a new call
 * shows up here, in review.
 */
export type PipelineDeps = {
  log: Logger;
  knowledgeBases: Pick<
    KnowledgeBasesRepository,
    'findById' | 'listUnfinished' | 'markDiscovering' | 'markDiscoveryDone' | 'refresh'
  >;
  resources: Pick<
    ResourcesRepository,
    | 'addPages'
    | 'findById'
    | 'findPage'
    | 'findSameContent'
    | 'isCompleted'
    | 'listEmbeddedOtherwise'
    | 'listProcessing'
    | 'listProcessingIn'
    | 'listProcessingPages'
    | 'listUnlisted'
    | 'markCompleted'
    | 'markFailed'
    | 'markMissing'
    | 'markUnchanged'
    | 'markUnchangedMany'
    | 'retire'
    | 'sampleTexts'
    | 'saveExtracted'
  >;
  chunks: Pick<ChunksRepository, 'countForResource' | 'replaceForResource'>;
  files: Pick<FilesRepository, 'read'>;
  scheduler: Pick<Scheduler, 'pages' | 'checkPages' | 'index'>;
  hostGate: HostGate;
  policy: EgressPolicy;
  embedder: Embedder;
  /** Renders JavaScript-only pages; absent when no browser is configured or installed. */
  renderer?: Pick<PageRenderer, 'render'>;
  limits: { maxDepth: number; pageTimeoutMs: number; maxPageBytes: number };
};
