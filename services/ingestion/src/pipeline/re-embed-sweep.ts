import type { PipelineDeps } from './pipeline-deps.js';
import type { Scheduler } from '../domain/knowledge/scheduler.port.js';

/** Sources queued per round trip to the database and Redis. */
const page = 500;

/**
 * After the configured embedding model changed, queues every completed source whose chunks are
 * vectors of another model or width for re-embedding (re-embed.step.ts). Run by each worker
 * process at start; job ids are per source, run and model, so workers starting together queue
 * each source once. Returns how many were queued.
 */
export async function queueReEmbedding(deps: PipelineDeps, scheduler: Scheduler): Promise<number> {
  const model = { name: deps.embedder.model, dimensions: deps.embedder.dimensions };
  let queued = 0;
  const seen = new Set<string>();
  for (;;) {
    // Queued sources stay listed until their job runs, so the listing is paged by what was seen.
    const sources = (await deps.resources.listEmbeddedOtherwise(model, seen.size + page)).filter(
      (source) => !seen.has(source.id),
    );
    if (sources.length === 0) break;
    for (const source of sources) seen.add(source.id);
    await scheduler.reEmbed(sources, model.name);
    queued += sources.length;
  }
  if (queued > 0)
    deps.log.info({ sources: queued, model: model.name }, 're-embedding sources indexed with another model');
  return queued;
}
