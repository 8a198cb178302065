import { keepConnectionsAlive } from '@sitesage/egress';
import type { KnowledgeBaseRow, ResourceRow } from '../db/database.js';
import { acquireHostSlot } from '../domain/crawling/host-slot.js';
import { robotsAllow } from '../domain/crawling/robots.fns.js';
import { classifyFetchFailure } from './fetch-failure.fns.js';
import { heldCopy, missing, robotsRefusal, settleAnswer } from './fetch-page.step.js';
import { done, skipped, type StepResult } from './job-outcome.js';
import { loadPage } from './load-page.js';
import type { PipelineDeps } from './pipeline-deps.js';

/**
 * A batch starts no new request after this long; its pages not asked yet go to fetch jobs of their
 * own. Well inside the 2-minute lease of the host slot the batch holds.
 */
export const checkBudgetMs = 60_000;

/** What a batch learnt, recorded when it ends. */
type Outcomes = {
  /** Answered 304: marked done together, in one statement. */
  unchanged: ResourceRow[];
  /** Left to a fetch job of their own (a timeout, a 5xx, the site asking us to wait, time up). */
  handedOver: ResourceRow[];
};

/**
 * A sync's known pages, a batch at a time (`ingestion.page-check`): each is asked for with the
 * validators of the copy held, one after another over one kept-alive connection inside one
 * politeness slot of its host. The 304s are marked in one statement and the set recounted once; a
 * page that answered with text goes the way a fetched page goes (text saved and handed to
 * embedding, which keeps the chunks when the text is the same); 404/410 is counted toward
 * retirement as in a page's own fetch; anything to retry goes to that page's own fetch job, whose
 * retries, backoff and throttle counting apply. Every guard of the page path holds: robots.txt per
 * page, the egress rules per connection, the host's politeness slots and pauses.
 *
 * Idempotent: only pages still processing in the run named are asked, so a repeat after a crash
 * asks what the first attempt had not recorded and counts nothing twice.
 */
export async function checkPagesStep(
  deps: PipelineDeps,
  job: {
    knowledgeBaseId: string;
    pages: readonly { resourceId: string; run: number }[];
    jobId: string;
  },
): Promise<StepResult> {
  const knowledgeBase = await deps.knowledgeBases.findById(job.knowledgeBaseId);
  if (!knowledgeBase) return skipped('training set deleted');
  const sources = (await deps.resources.listProcessingIn(job.pages)).filter(
    (source) => source.knowledge_base_id === knowledgeBase.id,
  );
  if (sources.length === 0) return skipped('every page of the batch is done');

  const outcomes: Outcomes = { unchanged: [], handedOver: [] };
  const deadline = Date.now() + checkBudgetMs;
  let result: StepResult = done;
  for (const [host, pages] of byHost(sources)) {
    const slot = await acquireHostSlot(deps.hostGate, host, job.jobId);
    if (!slot.ok) {
      // The rest waits for this job's next turn; what was learnt so far is recorded below.
      result = { outcome: 'later', delayMs: slot.waitMs };
      break;
    }
    try {
      await checkHostPages(deps, knowledgeBase, host, pages, deadline, outcomes);
    } finally {
      await deps.hostGate.release(host, job.jobId);
    }
  }
  await deps.resources.markUnchangedMany(outcomes.unchanged);
  await deps.scheduler.pages(outcomes.handedOver);
  await deps.knowledgeBases.refresh(knowledgeBase.id);
  return result;
}

async function checkHostPages(
  deps: PipelineDeps,
  knowledgeBase: KnowledgeBaseRow,
  host: string,
  pages: readonly ResourceRow[],
  deadline: number,
  outcomes: Outcomes,
): Promise<void> {
  const connections = keepConnectionsAlive();
  try {
    for (const [index, source] of pages.entries()) {
      if (Date.now() > deadline) {
        outcomes.handedOver.push(...pages.slice(index));
        return;
      }
      if (!robotsAllow(knowledgeBase.robots_txt, source.url)) {
        await deps.resources.markFailed(source.id, source.run, { code: 'robots_txt', reason: robotsRefusal });
        continue;
      }
      const held = heldCopy(source);
      let loaded;
      try {
        loaded = await loadPage(deps, source.url, held?.validators, connections);
      } catch (error) {
        const failure = classifyFetchFailure(error);
        if (failure.code === 'http_not_found' && held) {
          await missing(deps, source);
        } else if (failure.kind === 'permanent') {
          await deps.resources.markFailed(source.id, source.run, failure);
        } else if (failure.kind === 'throttled') {
          // The site asked us to wait: nobody asks it anything until then, this batch included.
          await deps.hostGate.pause(host, failure.retryAfterSeconds);
          outcomes.handedOver.push(...pages.slice(index));
          return;
        } else {
          outcomes.handedOver.push(source);
        }
        continue;
      }
      if ('notModified' in loaded) outcomes.unchanged.push(source);
      else await settleAnswer(deps, knowledgeBase, source, loaded);
    }
  } finally {
    connections.close();
  }
}

/** The batch's pages by host, in order (a sitemap may list pages of the site's other hosts). */
function byHost(sources: readonly ResourceRow[]): Map<string, ResourceRow[]> {
  const groups = new Map<string, ResourceRow[]>();
  for (const source of sources) {
    const host = new URL(source.url).host;
    const group = groups.get(host) ?? [];
    group.push(source);
    groups.set(host, group);
  }
  return groups;
}
