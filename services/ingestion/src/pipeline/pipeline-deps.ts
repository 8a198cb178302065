import type { EgressPolicy } from '@sitesage/egress';
import type { Logger } from '@sitesage/logger';
import type { ChunksRepository } from '../db/chunks.repository.js';
import type { FilesRepository } from '../db/files.repository.js';
import type { KnowledgeBasesRepository } from '../db/knowledge-bases.repository.js';
import type { ResourcesRepository } from '../db/resources.repository.js';
import type { Embedder } from '../domain/content/index.js';
import type { PageRenderer } from '../rendering/index.js';
import type { HostGate } from './host-gate.js';
import type { Scheduler } from './scheduler.js';

/** What the pipeline steps share; built once per worker process. */
export type PipelineDeps = {
  log: Logger;
  knowledgeBases: KnowledgeBasesRepository;
  resources: ResourcesRepository;
  chunks: ChunksRepository;
  files: FilesRepository;
  scheduler: Pick<Scheduler, 'pages' | 'index' | 'file'>;
  hostGate: HostGate;
  policy: EgressPolicy;
  embedder: Embedder;
  /** Renders JavaScript-only pages; absent when no browser is configured or installed. */
  renderer?: Pick<PageRenderer, 'render'>;
  limits: { maxDepth: number; pageTimeoutMs: number; maxPageBytes: number };
};
