import type { PipelineDeps } from './pipeline-deps.js';
import type { Scheduler } from '../domain/knowledge/scheduler.port.js';

/** A set untouched this long while still working may have lost its jobs (Redis lost data). */
const quietForMs = 3 * 60_000;
const everyMs = 60_000;

/**
 * Safety net for Redis data loss: training sets still working but quiet for minutes get their
 * discovery and every processing source queued again. Job ids are deterministic, so work that is
 * still queued is not duplicated, and a step that runs twice changes nothing the second time.
 */
export function startReconciler(deps: PipelineDeps, scheduler: Scheduler): { stop(): void } {
  const sweep = async () => {
    for (const knowledgeBase of await deps.knowledgeBases.listUnfinished(new Date(Date.now() - quietForMs))) {
      if (!knowledgeBase.discovery_done) await scheduler.discover(knowledgeBase);
      const sources = await deps.resources.listProcessing(knowledgeBase.id);
      for (const source of sources) {
        if (source.content !== null) await scheduler.index(source);
        else if (source.type === 'FILE') await scheduler.file(source);
        else await scheduler.pages([source]);
      }
      await deps.knowledgeBases.refresh(knowledgeBase.id);
    }
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => {
      deps.log.warn({ err: error }, 'reconciler sweep failed');
    });
  }, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
