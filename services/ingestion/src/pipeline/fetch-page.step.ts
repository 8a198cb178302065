import { isLikelyHtmlUrl, looksLikeTrap, normalizeUrl, sameSite } from '../domain/discovery/index.js';
import type { KnowledgeBaseRow, ResourceRow } from '../db/database.js';
import type { FailureCode } from '../domain/knowledge/failure-codes.js';
import { classifyFetchFailure } from './fetch-failure.fns.js';
import {
  done,
  isLastAttempt,
  maxThrottles,
  skipped,
  type StepContext,
  type StepResult,
} from './job-outcome.js';
import type { PipelineDeps } from './pipeline-deps.js';
import { robotsAllow } from '../domain/crawling/robots.fns.js';
import { acquireHostSlot } from '../domain/crawling/host-slot.js';
import { loadPage, type LoadedPage } from './load-page.js';

/**
 * One page of a training set: checked against robots.txt, fetched through the egress rules under
 * the host's politeness limits, its text extracted and handed to embedding, and (for website
 * crawls) its links added as new sources. Every outcome a person can act on is stored on the
 * source as its reason.
 */
export async function fetchPageStep(
  deps: PipelineDeps,
  job: { knowledgeBaseId: string; resourceId: string; run: number; jobId: string },
  context: StepContext,
): Promise<StepResult> {
  const source = await deps.resources.findById(job.resourceId);
  if (!source || source.run !== job.run || source.status !== 'Processing') return skipped('stale source');
  const knowledgeBase = await deps.knowledgeBases.findById(source.knowledge_base_id);
  if (!knowledgeBase) return skipped('training set deleted');

  const fail = (code: FailureCode, reason: string) => failSource(deps, source, code, reason);

  if (!robotsAllow(knowledgeBase.robots_txt, source.url)) return fail('robots_txt', robotsRefusal);

  const host = new URL(source.url).host;
  const slot = await acquireHostSlot(deps.hostGate, host, job.jobId);
  if (!slot.ok) return { outcome: 'later', delayMs: slot.waitMs };
  // A page indexed before is asked for with the validators of that copy: unchanged, it costs one
  // request and no embedding.
  const held = heldCopy(source);
  let loaded: LoadedPage;
  try {
    // The slot is held through rendering too: a rendered page makes more requests to the site.
    loaded = await loadPage(deps, source.url, held?.validators);
  } catch (error) {
    const failure = classifyFetchFailure(error);
    if (failure.code === 'http_not_found' && held) {
      await missing(deps, source);
      await deps.knowledgeBases.refresh(knowledgeBase.id);
      return done;
    }
    if (failure.kind === 'permanent') return await fail(failure.code, failure.reason);
    if (failure.kind === 'throttled') {
      await deps.hostGate.pause(host, failure.retryAfterSeconds);
      if (context.throttles >= maxThrottles) {
        return await fail(
          failure.code,
          `${failure.reason} It asked us to wait ${String(maxThrottles)} times; try again later.`,
        );
      }
      return { outcome: 'later', delayMs: failure.retryAfterSeconds * 1000, throttled: true };
    }
    if (isLastAttempt(context)) return await fail(failure.code, failure.reason);
    return { outcome: 'retry', reason: failure.reason };
  } finally {
    await deps.hostGate.release(host, job.jobId);
  }
  if ('notModified' in loaded) {
    await deps.resources.markUnchanged(source.id, source.run);
    await deps.knowledgeBases.refresh(knowledgeBase.id);
    return done;
  }
  return settleAnswer(deps, knowledgeBase, source, loaded);
}

export const robotsRefusal = 'Blocked by the site’s robots.txt.';

/** Ends the source Failed with its reason and recounts the set. */
export async function failSource(
  deps: Pick<PipelineDeps, 'resources' | 'knowledgeBases'>,
  source: ResourceRow,
  code: FailureCode,
  reason: string,
): Promise<StepResult> {
  await deps.resources.markFailed(source.id, source.run, { code, reason });
  await deps.knowledgeBases.refresh(source.knowledge_base_id);
  return done;
}

/**
 * What a page that answered (other than 304) becomes: a pointer to where it redirects, a failure
 * with its reason (noindex, duplicate, no text, not a page), or its text saved and handed to
 * embedding (which keeps the chunks when the text is the same). Its in-site links become pages.
 */
export async function settleAnswer(
  deps: PipelineDeps,
  knowledgeBase: KnowledgeBaseRow,
  source: ResourceRow,
  loaded: Exclude<LoadedPage, { notModified: true }>,
): Promise<StepResult> {
  const fail = (code: FailureCode, reason: string) => failSource(deps, source, code, reason);
  if ('refusal' in loaded) return fail(loaded.refusal.code, loaded.refusal.reason);
  const { page, finalUrl, rendered, validators } = loaded;
  // A crawl indexes a page under its own address: a redirecting one becomes a pointer to it, so
  // whichever of the two is fetched first, the page ends up indexed once, under the address it answers.
  if (finalUrl !== source.url && knowledgeBase.type !== 'URL') {
    const added = await deps.resources.addPages(
      knowledgeBase,
      [{ url: finalUrl, origin: 'link', depth: source.depth }],
      knowledgeBase.run,
    );
    await deps.scheduler.pages(added);
    if (added.length === 0 && !(await deps.resources.findPage(knowledgeBase.id, finalUrl))) {
      return fail('redirected', `Redirects to ${finalUrl}, which is beyond the training set's page cap.`);
    }
    return fail('redirected', `Redirects to ${finalUrl}; indexed there.`);
  }
  if (page.robotsNoindex) {
    return fail('noindex', 'The page asks search engines and bots not to index it (noindex).');
  }

  await addLinkedPages(deps, knowledgeBase, source, page.links, finalUrl, page.canonicalUrl);

  const canonical = page.canonicalUrl ? normalizeUrl(page.canonicalUrl, finalUrl) : undefined;
  if (canonical && canonical !== source.url && canonical !== finalUrl && sameSite(canonical, source.url)) {
    return fail('duplicate', `Duplicate of ${canonical} (the page names it as its canonical address).`);
  }
  // After rendering, the shell's scripts are still there: only missing text means no content.
  if (rendered ? !page.text.trim() : page.isLikelyJsOnly) {
    return rendered
      ? fail('no_text', 'The page still showed no content after its JavaScript ran in a browser.')
      : fail(
          'javascript_only',
          'The page shows its content only with JavaScript, and no browser renderer is configured.',
        );
  }
  if (!page.text.trim()) return fail('no_text', 'The page has no readable text.');

  const saved = await deps.resources.saveExtracted(source.id, source.run, page, validators);
  if (!saved) return skipped('source changed while fetching');
  await deps.scheduler.index(source);
  return done;
}

/** A sync retires a page after it answered 404/410 this many times in a row. */
export const missingSyncsToRetire = 2;

/** The copy of the page indexed by an earlier run, if any, with the validators to ask for it by. */
export function heldCopy(source: ResourceRow) {
  if (source.content_hash === null || source.content === null) return undefined;
  const validators = { etag: source.etag, lastModified: source.last_modified };
  return { validators: validators.etag || validators.lastModified ? validators : undefined };
}

/**
 * An indexed page that answered 404/410: a site's passing hiccup keeps it answering with its last
 * copy; missing again at the next sync, it is retired with that reason. The caller recounts the set.
 */
export async function missing(deps: Pick<PipelineDeps, 'resources'>, source: ResourceRow): Promise<void> {
  const times = await deps.resources.markMissing(source.id, source.run);
  if (times >= missingSyncsToRetire) {
    await deps.resources.retire(
      source.id,
      source.run,
      `Gone from the site (not found on ${String(times)} syncs in a row); retired from the training set.`,
    );
  }
}

/** Website crawls follow links within the site, up to the depth cap; the set's page cap is kept by the repository. */
async function addLinkedPages(
  deps: PipelineDeps,
  knowledgeBase: KnowledgeBaseRow,
  source: ResourceRow,
  links: readonly string[],
  pageUrl: string,
  canonicalUrl: string | undefined,
): Promise<void> {
  if (knowledgeBase.type !== 'WEBSITE') return;
  const depth = source.depth + 1;
  if (depth > deps.limits.maxDepth) return;
  const candidates = canonicalUrl ? [...links, canonicalUrl] : links;
  const seen = new Set<string>();
  for (const link of candidates) {
    const url = normalizeUrl(link, pageUrl);
    if (!url || seen.has(url) || url === source.url) continue;
    if (!sameSite(url, knowledgeBase.url) || !isLikelyHtmlUrl(url) || looksLikeTrap(url)) continue;
    seen.add(url);
  }
  const added = await deps.resources.addPages(
    knowledgeBase,
    [...seen].map((url) => ({ url, origin: 'link' as const, depth })),
    knowledgeBase.run,
  );
  await deps.scheduler.pages(added);
  if (added.length > 0) await deps.knowledgeBases.refresh(knowledgeBase.id);
}
