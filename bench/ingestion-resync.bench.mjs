#!/usr/bin/env node
// Scheduled re-sync (issue 20): a SITEMAP training set of a 500-page local site (libs/testing's
// changing site: ETag, Last-Modified, 304 for unchanged pages) crawled by the BUILT ingestion
// service and one ingestion-worker process, then synced (Sync now) after 5 % of its pages changed,
// one left the sitemap and one was added. Compares the CPU the ingestion processes (service and
// worker, read from /proc) used for the sync with the first crawl's, and — all through the sync —
// checks that no page is ever half updated: a poller reads every changed page's chunks from the
// database and asks Search about them, and a page whose chunks mix two revisions fails the run.
// Build first: npm run build:services. Prints the figures and records them in docs/benchmarks.md.
//   node bench/ingestion-resync.bench.mjs [--pages 500] [--changed 0.05] [--embedder local|hashing] [--no-record]
//     --embedder: local is the product's default (all-MiniLM-L6-v2 in the worker); hashing the
//     built-in word-hashing one, which makes embedding nearly free and so the sync's fixed
//     per-page cost (one conditional request, within a batch job) the largest share.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ingestionProto } from '@sitesage/contracts';
import { createPromiseClient } from '@sitesage/grpc';
import { sharedModelCacheDir, startChangingSite } from '@sitesage/testing';
import { startIngestionStack } from './ingestion-stack.mjs';
import { processUsage } from './process-usage.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '500' },
    changed: { type: 'string', default: '0.05' },
    embedder: { type: 'string', default: 'local' },
    'no-record': { type: 'boolean', default: false },
  },
});
const pages = Number(values.pages);
const changedCount = Math.round(pages * Number(values.changed));
const owner = { user_id: 'bench-owner', plan: 'PRO' };
const timeoutMs = 600_000;

const site = await startChangingSite({ pages });
const stack = await startIngestionStack({
  workers: 1,
  env: {
    CRAWL_ALLOW_HOSTS: site.host,
    CRAWL_HOST_CONCURRENCY: '16',
    // Room for the whole sitemap and the added page: a capped listing retires nothing.
    CRAWL_MAX_PAGES: String(pages * 2),
    EMBEDDING_PROVIDER: values.embedder,
    EMBEDDING_MODEL_CACHE_DIR: sharedModelCacheDir,
  },
});
const client = createPromiseClient(ingestionProto().sitesage.ingestion.v1.IngestionService, {
  serviceName: 'ingestion',
  target: stack.grpcTarget,
  deadlineMs: 30_000,
});
const db = new pg.Client({ connectionString: stack.databaseUrl });
await db.connect();
try {
  const ingestion = [stack.processes.service, ...stack.processes.workers];
  const cpuOf = (processes) =>
    processes.reduce((sum, child) => sum + (processUsage(child.pid)?.cpuMs ?? 0), 0);
  const measure = async (work) => {
    const before = { ingestion: cpuOf(ingestion), database: cpuOf([stack.processes.postgres]) };
    const started = performance.now();
    const result = await work();
    return {
      ...result,
      wallMs: performance.now() - started,
      ingestionCpuMs: cpuOf(ingestion) - before.ingestion,
      databaseCpuMs: cpuOf([stack.processes.postgres]) - before.database,
    };
  };
  const finished = async (id, since) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const kb = await client.GetKnowledgeBase({ owner, id });
      if ((kb.status === 'COMPLETED' || kb.status === 'FAILED') && kb.last_synced_at !== since) return kb;
      if (Date.now() > deadline) throw new Error(`set still ${kb.status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const crawl = await measure(async () => {
    const created = await client.CreateKnowledgeBase({
      owner,
      project_id: 'bench-resync',
      title: '',
      url: site.sitemapUrl,
      type: 'SITEMAP',
    });
    return { kb: await finished(created.id, '') };
  });
  const setId = crawl.kb.id;

  // 5 % of the pages rewritten (spread over the site), one dropped from the sitemap, one added.
  const step = Math.floor(pages / changedCount);
  const changed = Array.from({ length: changedCount }, (_, i) => 1 + i * step);
  site.change(changed);
  site.unlist(pages);
  site.addPage();
  site.resetCounts();
  // The sync alone: nothing else asks the service anything meanwhile.
  const sync = await measure(async () => {
    const chunksBefore = await chunkIds(setId);
    await client.SyncKnowledgeBase({ owner, id: setId });
    const kb = await finished(setId, crawl.kb.last_synced_at);
    const reEmbedded = await reEmbeddedPages(setId, chunksBefore);
    return { kb, reEmbedded };
  });
  const answers = Object.fromEntries(site.answers);

  // A second sync, the same 5 % rewritten again, while visitors' searches and reads watch them.
  site.change(changed);
  const watched = changed.map((page) => `${site.origin}/guide/${page}`);
  const watch = watchForHalfUpdates(watched, changed);
  await client.SyncKnowledgeBase({ owner, id: setId });
  await finished(setId, sync.kb.last_synced_at);
  const watching = await watch.stop();

  const figures = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'})`,
    pages,
    changedCount,
    embedder: values.embedder,
    crawl: {
      wallMs: crawl.wallMs,
      ingestionCpuMs: crawl.ingestionCpuMs,
      databaseCpuMs: crawl.databaseCpuMs,
      kb: crawl.kb,
    },
    sync: {
      wallMs: sync.wallMs,
      ingestionCpuMs: sync.ingestionCpuMs,
      databaseCpuMs: sync.databaseCpuMs,
      kb: sync.kb,
      reEmbedded: sync.reEmbedded,
      answers,
    },
    ratio: sync.ingestionCpuMs / crawl.ingestionCpuMs,
    watching,
  };
  print(figures);
  if (!values['no-record']) record(figures);
  const ok =
    figures.ratio <= 0.1 &&
    watching.halfUpdated === 0 &&
    sync.reEmbedded === changedCount + 1 &&
    sync.kb.sync_changed === changedCount &&
    sync.kb.sync_added === 1 &&
    sync.kb.sync_removed === 1;
  if (!ok) process.exitCode = 1;
} finally {
  client.close();
  await db.end();
  await stack.stop();
  await site.close();
}

async function chunkIds(setId) {
  const { rows } = await db.query('select id from ingestion.chunks where knowledge_base_id = $1', [setId]);
  return new Set(rows.map((row) => row.id));
}

/** Pages (sources) whose chunks were written during the sync: the pages embedded again. */
async function reEmbeddedPages(setId, before) {
  const { rows } = await db.query(
    'select id, resource_id from ingestion.chunks where knowledge_base_id = $1',
    [setId],
  );
  return new Set(rows.filter((row) => !before.has(row.id)).map((row) => row.resource_id)).size;
}

/**
 * Until stopped, reads the chunks of the watched pages in one statement at a time (as a search
 * does) and asks Search about a changed page: a page whose chunks carry two revisions at once, or
 * a reply that quotes one page in two revisions, is a half-updated page.
 */
function watchForHalfUpdates(urls, changed) {
  let running = true;
  const counts = { reads: 0, searches: 0, halfUpdated: 0, oldAnswers: 0, newAnswers: 0 };
  const revisions = (texts) =>
    new Set(texts.map((text) => /revision r(\d+)x/.exec(text)?.[1]).filter(Boolean));
  const loop = (async () => {
    let turn = 0;
    while (running) {
      const { rows } = await db.query(
        'select url, array_agg(content) as contents from ingestion.chunks where url = any($1) group by url',
        [urls],
      );
      counts.reads += 1;
      for (const row of rows) if (revisions(row.contents).size > 1) counts.halfUpdated += 1;
      const page = changed[turn % changed.length];
      turn += 1;
      const reply = await client.Search({
        project_id: 'bench-resync',
        query: `Guide ${page} part revision`,
        limit: 8,
      });
      counts.searches += 1;
      const byUrl = new Map();
      for (const passage of reply.passages)
        byUrl.set(passage.url, [...(byUrl.get(passage.url) ?? []), passage.content]);
      for (const contents of byUrl.values()) if (revisions(contents).size > 1) counts.halfUpdated += 1;
      const own = byUrl.get(`${site.origin}/guide/${page}`) ?? [];
      const seen = revisions(own);
      if (seen.has('2')) counts.oldAnswers += 1;
      if (seen.has('3')) counts.newAnswers += 1;
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return counts;
    },
  };
}

function print(f) {
  const s = (ms) => (ms / 1000).toFixed(2);
  console.log(
    `${f.pages}-page site; first crawl ${s(f.crawl.wallMs)} s, ingestion CPU ${s(f.crawl.ingestionCpuMs)} s (database ${s(f.crawl.databaseCpuMs)} s)`,
  );
  console.log(
    `sync with ${f.changedCount} changed, 1 dropped, 1 added: ${s(f.sync.wallMs)} s, ingestion CPU ${s(f.sync.ingestionCpuMs)} s ` +
      `(database ${s(f.sync.databaseCpuMs)} s) = ${(f.ratio * 100).toFixed(1)} % of the first crawl's`,
  );
  console.log(
    `re-embedded ${f.sync.reEmbedded} pages; set says ${f.sync.kb.sync_changed} changed, ${f.sync.kb.sync_added} new, ${f.sync.kb.sync_removed} removed; ` +
      `site answers ${JSON.stringify(f.sync.answers)}`,
  );
  console.log(
    `during a second sync: ${f.watching.reads} reads of the changed pages' chunks and ${f.watching.searches} searches, ` +
      `${f.watching.halfUpdated} half-updated pages seen (old answers ${f.watching.oldAnswers}, new ${f.watching.newAnswers})`,
  );
}

function record(f) {
  const file = new URL('../docs/benchmarks.md', import.meta.url);
  const text = readFileSync(file, 'utf8');
  const start = `<!-- bench:ingestion-resync-${f.embedder} -->`;
  const end = `<!-- /bench:ingestion-resync-${f.embedder} -->`;
  const s = (ms) => (ms / 1000).toFixed(2);
  const table =
    `${start}\n${f.date}, ${f.machine}, ${f.pages}-page site, one ingestion-worker, ${f.embedder === 'local' ? 'the local embedding model (the default)' : 'the hashing embedder'} (\`--embedder ${f.embedder}\`).\n\n` +
    `| run | wall time | ingestion CPU (service + worker) | database CPU (PGlite) | pages embedded | site answers |\n` +
    `| --- | --- | --- | --- | --- | --- |\n` +
    `| first crawl | ${s(f.crawl.wallMs)} s | ${s(f.crawl.ingestionCpuMs)} s | ${s(f.crawl.databaseCpuMs)} s | ${f.crawl.kb.pages_completed} | |\n` +
    `| sync: ${f.changedCount} changed (${Math.round((f.changedCount / f.pages) * 100)} %), 1 dropped from the sitemap, 1 added | ${s(f.sync.wallMs)} s | ${s(f.sync.ingestionCpuMs)} s (**${(f.ratio * 100).toFixed(1)} %** of the crawl's) | ${s(f.sync.databaseCpuMs)} s | ${f.sync.reEmbedded} | ${Object.entries(
      f.sync.answers,
    )
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')} |\n\n` +
    `The set reported ${f.sync.kb.sync_changed} changed, ${f.sync.kb.sync_added} new, ${f.sync.kb.sync_removed} removed. ` +
    `During a second sync (the same pages rewritten again), ${f.watching.reads} reads of the changed pages' chunks and ${f.watching.searches} searches saw ` +
    `**${f.watching.halfUpdated} half-updated pages**; Search quoted a changed page in its old revision ${f.watching.oldAnswers} times and in its new one ${f.watching.newAnswers} times.\n${end}`;
  const next = text.includes(start) ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), table) : text;
  writeFileSync(file, next);
}
