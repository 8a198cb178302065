#!/usr/bin/env node
// Retrieval (the ingestion service's gRPC Search, hybrid full text + vector) on a project of
// --chunks chunks beside a few other projects, on the BUILT ingestion service and the embedded
// PGlite database started as separate processes the way `npm start` runs them (in memory here;
// or a PostgreSQL server given by --database-url).
// Build first: npm run build:services.
//   1. gRPC Search as the chat service calls it: one at a time (p50/p95/p99), then N callers at
//      once for each of --concurrency (p50/p95 and searches/s). Every passage is checked to be the
//      project's own.
//   2. The built search service in this process on the same database, counting the statements
//      (each one round trip to the database) and where their time goes, for the product's path
//      choice and for the exact and HNSW vector paths forced.
// Prints the figures and a markdown section for docs/benchmarks.md (it does not write the file).
//   node bench/retrieval.bench.mjs [--chunks 10000] [--other-projects 3] [--other-chunks 1500]
//     [--queries 200] [--concurrency 10,50] [--paths product,exact,hnsw] [--analyze]
//     [--max-other-load 0.25] [--quiet-wait 30] [--embedder local|hashing]
//     [--database-url postgres://…]   (an empty PostgreSQL 15 + pgvector instead of PGlite)
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ingestionProto } from '@sitesage/contracts';
import { createPromiseClient } from '@sitesage/grpc';
import { createLogger } from '@sitesage/logger';
import { startIngestionStack } from './ingestion-stack.mjs';
import { busyMsBetween, cpuMsOfCommand, machineCpu, processUsage } from './process-usage.mjs';
import { benchEmbedder, modelCacheDir, seedProject, withVectorIndexBuiltAfter } from './retrieval-seed.mjs';
import { businesses, visitorQuestions } from './retrieval-site.mjs';

const { values } = parseArgs({
  options: {
    chunks: { type: 'string', default: '10000' },
    'other-projects': { type: 'string', default: '3' },
    'other-chunks': { type: 'string', default: '1500' },
    queries: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '10,50' },
    paths: { type: 'string', default: 'product,exact,hnsw' },
    analyze: { type: 'boolean', default: false },
    'max-other-load': { type: 'string', default: '0.25' },
    'quiet-wait': { type: 'string', default: '30' },
    embedder: { type: 'string', default: 'local' },
    'database-url': { type: 'string' },
  },
});
const chunkCount = Number(values.chunks);
const otherProjects = Number(values['other-projects']);
const otherChunks = Number(values['other-chunks']);
const queryCount = Number(values.queries);
const levels = values.concurrency.split(',').filter(Boolean).map(Number);
const paths = values.paths.split(',').filter(Boolean);
const maxOtherLoad = Number(values['max-other-load']);
const quietWaitSeconds = Number(values['quiet-wait']);
const cores = os.cpus().length;
const projectId = 'bench-retrieval';
const business = businesses.homeServices;
const questions = visitorQuestions(60, 7);
const limit = 5;

const dist = fileURLToPath(new URL('../services/ingestion/dist/', import.meta.url));
const { createChunksRepository } = await import(`${dist}db/chunks.repository.js`);
const { createCommonWordsRepository } = await import(`${dist}db/common-words.repository.js`);
const { createSearchService } = await import(`${dist}domain/search/search.service.js`);
const { questionTerms } = await import(`${dist}domain/search/question-terms.fns.js`);
const { searchTerms } = await import(`${dist}domain/search/search-term.fns.js`);

const setupStarted = performance.now();
const embedder = await benchEmbedder(values.embedder);
const stack = await startIngestionStack({
  workers: 0,
  env: { EMBEDDING_PROVIDER: values.embedder, EMBEDDING_MODEL_CACHE_DIR: modelCacheDir },
  databaseUrl: values['database-url'],
});
const db = new pg.Client({ connectionString: stack.databaseUrl });
const client = createPromiseClient(ingestionProto().sitesage.ingestion.v1.IngestionService, {
  serviceName: 'ingestion',
  target: stack.grpcTarget,
  deadlineMs: 30_000,
});
try {
  await db.connect();
  const seeded = await seed();
  const setupMs = Math.round(performance.now() - setupStarted);
  console.log(`seeded in ${(setupMs / 1000).toFixed(1)} s: ${JSON.stringify(seeded)}`);

  const grpc = await measureGrpc();
  const inProcess = [];
  for (const path of paths) inProcess.push(await measureInProcess(path));
  print(seeded, grpc, inProcess);
  console.log(`\n${markdown(seeded, grpc, inProcess)}`);
  if (grpc.foreign > 0 || grpc.failed > 0) process.exitCode = 1;
} finally {
  client.close();
  await db.end().catch(() => undefined);
  await stack.stop();
}

async function seed() {
  const main = await withVectorIndexBuiltAfter(db, embedder, async () => {
    const own = await seedProject(db, embedder, { projectId, business, chunkCount, seed: 1 });
    const others = [businesses.bakery, businesses.software, businesses.hotel];
    for (let i = 0; i < otherProjects; i += 1) {
      const other = others[i % others.length];
      await seedProject(db, embedder, {
        projectId: `bench-other-${i + 1}`,
        business: other,
        chunkCount: otherChunks,
        seed: 100 + i,
      });
    }
    return own;
  });
  // PGlite runs no autovacuum: unless asked, the planner has no statistics, as in `npm start`.
  if (values.analyze) await db.query('analyze ingestion.chunks');
  const { rows } = await db.query(
    `select count(*)::int as total, (select count(*)::int from ingestion.chunks where project_id = $1) as own
     from ingestion.chunks`,
    [projectId],
  );
  return {
    ...main,
    totalChunks: rows[0].total,
    ownChunks: rows[0].own,
    otherProjects,
    analyzed: values.analyze,
  };
}

/** The CPU time of the stack's processes and of this one, to tell our load from other people's. */
function ownCpuMs() {
  const { processes } = stack;
  const children = [processes.postgres, processes.redis, processes.service].filter(Boolean);
  const own = process.cpuUsage();
  // A real PostgreSQL is not our child: its processes are counted by name.
  const server = processes.postgres ? 0 : cpuMsOfCommand('postgres');
  return (
    children.reduce((sum, child) => sum + (processUsage(child.pid)?.cpuMs ?? 0), 0) +
    server +
    (own.user + own.system) / 1000
  );
}

async function measured(label, run) {
  await waitForQuietMachine();
  const cpuBefore = ownCpuMs();
  const machineBefore = machineCpu();
  const started = performance.now();
  const result = await run();
  const elapsedMs = performance.now() - started;
  const busy = busyMsBetween(machineBefore, machineCpu());
  result.otherLoad = Math.max(0, (busy - (ownCpuMs() - cpuBefore)) / (elapsedMs * cores));
  result.elapsedMs = Math.round(elapsedMs);
  console.log(`${label}: ${JSON.stringify(result)}`);
  return result;
}

/** One gRPC Search; its latency, and how many passages were not the project's own. */
async function grpcSearch(question) {
  const started = performance.now();
  const { passages } = await client.Search({ project_id: projectId, query: question, limit });
  const ms = performance.now() - started;
  return { ms, foreign: passages.filter((p) => !p.url.startsWith(`https://${business.host}/`)).length };
}

/** `total` searches by `callers` callers at once, each asking its next question when answered. */
async function closedLoop(callers, total, search) {
  const latencies = [];
  const byQuestion = new Map();
  const failures = {};
  let next = 0;
  let foreign = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (next < total) {
        const index = next;
        next += 1;
        try {
          const question = questions[index % questions.length];
          const result = await search(question);
          latencies.push(result.ms);
          byQuestion.set(question, [...(byQuestion.get(question) ?? []), result.ms]);
          foreign += result.foreign ?? 0;
        } catch (error) {
          // A search that failed (e.g. UNAVAILABLE: no database connection within the pool's 2 s).
          const code = error.code ?? error.message;
          failures[code] = (failures[code] ?? 0) + 1;
        }
      }
    }),
  );
  const windowMs = performance.now() - started;
  return {
    searches: total,
    failed: Object.values(failures).reduce((sum, n) => sum + n, 0),
    failures,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    perSecond: Math.round((latencies.length * 1000) / windowMs),
    foreign,
    slowest: [...byQuestion]
      .map(([question, ms]) => ({ question, p50: percentile(ms, 50) }))
      .sort((a, b) => b.p50 - a.p50)
      .slice(0, 3),
  };
}

async function measureGrpc() {
  for (const question of questions.slice(0, 15)) await grpcSearch(question); // warm-up: JIT, pools, caches
  const sequential = await measured('gRPC one at a time', () => closedLoop(1, queryCount, grpcSearch));
  const concurrent = [];
  for (const callers of levels) {
    const total = Math.max(queryCount, callers * 4);
    concurrent.push({
      callers,
      ...(await measured(`gRPC ${callers} at once`, () => closedLoop(callers, total, grpcSearch))),
    });
  }
  const runs = [sequential, ...concurrent];
  const foreign = runs.reduce((sum, run) => sum + run.foreign, 0);
  const failed = runs.reduce((sum, run) => sum + run.failed, 0);
  return { sequential, concurrent, foreign, failed };
}

/** Which part of the search a statement is, from its SQL. */
function statementKind(sql) {
  const text = sql.trim().toLowerCase();
  if (text === 'begin' || text === 'commit' || text === 'rollback') return 'transaction';
  if (text.includes('set_config')) return 'settings';
  if (text.includes('<=>') && text.includes('@@')) return 'hybrid';
  if (text.includes('<=>')) return 'vector';
  if (text.includes('@@')) return 'full text';
  if (text.includes('count(')) return 'count';
  return 'other';
}

/**
 * The built search service in this process, against the same database with the product's pool
 * size, one search at a time, counting statements and timing them by kind. `path`: product (the
 * service's own choice), exact or hnsw (the vector half's path forced).
 */
async function measureInProcess(path) {
  const statements = [];
  const kysely = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: stack.databaseUrl, max: 10 }) }),
    log: (event) => {
      statements.push({ kind: statementKind(event.query.sql), ms: event.queryDurationMillis });
    },
  });
  const exactBelow = { product: undefined, exact: Number.POSITIVE_INFINITY, hnsw: 0 }[path];
  const search = createSearchService({
    log: createLogger({ service: 'bench', level: 'warn' }),
    chunks: createChunksRepository(kysely),
    commonWords: createCommonWordsRepository(kysely),
    embedder: () => Promise.resolve(embedder),
    ...(exactBelow === undefined ? {} : { exactBelow }),
  });
  try {
    for (const question of questions.slice(0, 15)) await search.findPassages(projectId, question, limit);
    statements.length = 0;
    const answers = new Map();
    const result = await measured(`in-process ${path} one at a time`, () =>
      closedLoop(1, queryCount, async (question) => {
        const started = performance.now();
        const passages = await search.findPassages(projectId, question, limit);
        answers.set(
          question,
          passages.map((p) => p.chunkId),
        );
        return { ms: performance.now() - started };
      }),
    );
    const byKind = {};
    for (const { kind, ms } of statements) {
      byKind[kind] ??= { count: 0, ms: [] };
      byKind[kind].count += 1;
      byKind[kind].ms.push(ms);
    }
    const kinds = Object.fromEntries(
      Object.entries(byKind).map(([kind, { count, ms }]) => [
        kind,
        {
          perSearch: Number((count / queryCount).toFixed(2)),
          p50: percentile(ms, 50),
          p95: percentile(ms, 95),
        },
      ]),
    );
    return {
      path,
      ...result,
      statementsPerSearch: Number((statements.length / queryCount).toFixed(2)),
      kinds,
      answers,
    };
  } finally {
    await kysely.destroy();
  }
}

/** Share of the product path's top passages the other paths also return (same questions). */
function overlapWith(reference, run) {
  let shared = 0;
  let total = 0;
  for (const [question, ids] of reference.answers) {
    const other = new Set(run.answers.get(question) ?? []);
    total += ids.length;
    shared += ids.filter((id) => other.has(id)).length;
  }
  return total === 0 ? 1 : shared / total;
}

function print(seeded, grpc, inProcess) {
  const { sequential, concurrent } = grpc;
  console.log(
    `\nretrieval on ${seeded.ownChunks} chunks (${seeded.pages} pages; chunk text p10/p50/p90 ` +
      `${seeded.chars.p10}/${seeded.chars.p50}/${seeded.chars.p90} chars) among ${seeded.totalChunks} in all:`,
  );
  console.log(
    `  gRPC one at a time: p50 ${sequential.p50} / p95 ${sequential.p95} / p99 ${sequential.p99} ms, ` +
      `${sequential.perSecond} searches/s, other processes ${percent(sequential.otherLoad)} of the machine`,
  );
  for (const { question, p50 } of sequential.slowest) {
    const words = searchTerms(questionTerms(question)).length;
    console.log(
      `    slowest: p50 ${p50} ms for a question of ${words} search words: "${question.slice(0, 70)}…"`,
    );
  }
  for (const run of concurrent) {
    console.log(
      `  gRPC ${run.callers} at once: p50 ${run.p50} / p95 ${run.p95} / p99 ${run.p99} ms, ${run.perSecond} searches/s, ` +
        `${run.failed} of ${run.searches} failed ${JSON.stringify(run.failures)}, ` +
        `other processes ${percent(run.otherLoad)} of the machine`,
    );
  }
  const reference = inProcess[0];
  for (const run of inProcess) {
    console.log(
      `  in-process ${run.path}: p50 ${run.p50} / p95 ${run.p95} ms, ${run.statementsPerSearch} statements per search ` +
        '(by kind, as the client saw them, waiting for the database included) ' +
        `${JSON.stringify(run.kinds)}, same top ${limit} as ${reference.path}: ${percent(overlapWith(reference, run))}, ` +
        `${run.failed} failed, ` +
        `other processes ${percent(run.otherLoad)}`,
    );
  }
  console.log(`  passages of another project returned: ${grpc.foreign}; failed searches: ${grpc.failed}`);
}

function markdown(seeded, grpc, inProcess) {
  const date = new Date().toISOString().slice(0, 10);
  const machine = `${cores} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}`;
  const { sequential, concurrent } = grpc;
  const reference = inProcess[0];
  const kinds = (run) =>
    Object.entries(run.kinds)
      .map(([kind, k]) => `${kind} ${k.perSearch}× (p50 ${k.p50} ms)`)
      .join(', ');
  return (
    `<!-- bench:retrieval -->\n${date}, ${machine}; \`node bench/retrieval.bench.mjs\` ` +
    `(${seeded.ownChunks} chunks of one project from ${seeded.pages} generated pages, chunk text p50 ` +
    `${seeded.chars.p50} chars, among ${seeded.totalChunks} chunks of ${seeded.otherProjects + 1} projects; ` +
    `${values.embedder === 'local' ? `local model ${embedder.model}` : 'local hashing embedder'}; ${values['database-url'] ? 'PostgreSQL server (--database-url)' : 'embedded PGlite in memory'}${seeded.analyzed ? ', after ANALYZE' : ', no ANALYZE'}; ` +
    `${queryCount} searches per row, top ${limit}).\n\n` +
    `| gRPC Search | p50 | p95 | p99 | searches/s | failed | other load |\n| --- | --- | --- | --- | --- | --- | --- |\n` +
    `| one at a time | **${sequential.p50} ms** | **${sequential.p95} ms** | ${sequential.p99} ms | ${sequential.perSecond} | ${sequential.failed} | ${percent(sequential.otherLoad)} |\n` +
    concurrent
      .map(
        (run) =>
          `| ${run.callers} at once | ${run.p50} ms | **${run.p95} ms** | ${run.p99} ms | **${run.perSecond}** | ${run.failed} / ${run.searches} | ${percent(run.otherLoad)} |`,
      )
      .join('\n') +
    `\n\nSlowest questions one at a time (p50): ${sequential.slowest
      .map(({ question, p50 }) => `${p50} ms (${searchTerms(questionTerms(question)).length} search words)`)
      .join(', ')}.` +
    `\n\n| search service in-process, one at a time | p50 | p95 | statements (round trips) per search | by kind (p50 as the client saw it, waiting for the database included) | same top ${limit} as ${reference.path} | other load |\n` +
    `| --- | --- | --- | --- | --- | --- | --- |\n` +
    inProcess
      .map(
        (run) =>
          `| ${run.path} | ${run.p50} ms | ${run.p95} ms | ${run.statementsPerSearch} | ${kinds(run)} | ${percent(overlapWith(reference, run))} | ${percent(run.otherLoad)} |`,
      )
      .join('\n') +
    `\n<!-- /bench:retrieval -->`
  );
}

/** This is a shared machine: wait (up to --quiet-wait s) until others use less than --max-other-load. */
async function waitForQuietMachine() {
  const deadline = Date.now() + quietWaitSeconds * 1000;
  for (;;) {
    const before = machineCpu();
    const cpuBefore = ownCpuMs();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const load = (busyMsBetween(before, machineCpu()) - (ownCpuMs() - cpuBefore)) / (1_000 * cores);
    if (load < maxOtherLoad) return;
    if (Date.now() > deadline) {
      console.log(`other processes keep ${percent(load)} of the machine busy; measuring anyway`);
      return;
    }
  }
}

/** Nearest-rank percentile, in milliseconds with one decimal. */
function percentile(numbers, p) {
  if (numbers.length === 0) return 0;
  const sorted = [...numbers].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return Math.round(value * 10) / 10;
}

function percent(fraction) {
  return `${Math.round(fraction * 100)} %`;
}
