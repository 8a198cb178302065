#!/usr/bin/env node
// Answer quality on a real documentation site: Documenso's 143 docs pages (corpus beside the repo,
// see libs/testing/src/documenso-site) served on loopback, trained as a WEBSITE training set
// through the BUILT ingestion service and worker, then every question of the development set
// asked through the chat service's gRPC Ask as a visitor (offline, no language model), each
// conversation in its own session. Once per embedder, side by side. Build first:
// npm run build:services.
//   node bench/quality.bench.mjs [--embedders hashing,local] [--verbose]
// The same measurement on a held-out site of another product (kept outside the repository, see
// docs/benchmarks.md): its corpus folder, its development set as JSON (checked against the corpus
// before anything runs) and the product's name.
//   node bench/quality.bench.mjs --corpus <dir> --dev-set <json> --product <name> [...]
// Prints the table, the misses (--verbose) and a markdown section for docs/benchmarks.md.
import { parseArgs } from 'node:util';
import { loadIngestionConfig } from '@sitesage/ingestion/config';
import { askDevSet, isProductDecline, startAnsweringStack } from '@sitesage/infra';
import {
  documensoDevSet,
  loadDevSetFile,
  missReason,
  scoreTurns,
  startDocsSite,
  startDocumensoSite,
} from '@sitesage/testing';

const { values } = parseArgs({
  options: {
    embedders: { type: 'string', default: 'hashing,local' },
    verbose: { type: 'boolean', default: false },
    corpus: { type: 'string' },
    'dev-set': { type: 'string' },
    product: { type: 'string' },
  },
});
const embedders = values.embedders.split(',').filter(Boolean);
const heldOut = [values.corpus, values['dev-set'], values.product].some((value) => value !== undefined);
if (heldOut && !(values.corpus && values['dev-set'] && values.product)) {
  console.log(
    '--corpus, --dev-set and --product go together: the corpus folder, its development set and the product name',
  );
  process.exit(2);
}
/** Which site and which questions: Documenso's by default, or the held-out ones named. */
const target = heldOut
  ? {
      product: values.product,
      conversations: loadDevSetFile({ devSetPath: values['dev-set'], corpusDir: values.corpus }),
      startSite: () => startDocsSite({ corpusDir: values.corpus, product: values.product }),
    }
  : { product: 'Documenso', conversations: documensoDevSet, startSite: () => startDocumensoSite() };

/** The reason the ingestion service would refuse this provider at start, or undefined. */
function refusal(provider) {
  try {
    loadIngestionConfig({
      DATABASE_URL: 'postgres://check@127.0.0.1:1/check',
      REDIS_URL: 'redis://127.0.0.1:1',
      EMBEDDING_PROVIDER: provider,
    });
    return undefined;
  } catch (error) {
    return error.message.split('\n').find((line) => line.includes('EMBEDDING')) ?? error.message;
  }
}

async function runFor(site, provider) {
  const stack = await startAnsweringStack({
    ingestionEnv: { CRAWL_ALLOW_HOSTS: site.host, CRAWL_HOST_CONCURRENCY: '4', EMBEDDING_PROVIDER: provider },
  });
  try {
    return await askDevSet({
      ingestionTarget: stack.ingestionTarget,
      chatTarget: stack.chatTarget,
      projectId: `quality-${provider}`,
      siteOrigin: site.origin,
      conversations: target.conversations,
      isDecline: isProductDecline,
      // Training time is part of what is measured, not a reason to stop measuring.
      trainTimeoutMs: 900_000,
    });
  } finally {
    await stack.stop();
  }
}

const isEnglish = (turn) => turn.question.language === 'en';
const ratio = (n) => n.toFixed(2);
const count = (done, total) => `${done}/${total}`;

function rows(results) {
  const columns = results.flatMap(({ provider, run }) => [
    [`${provider}`, scoreTurns(run.turns)],
    [`${provider} en`, scoreTurns(run.turns.filter(isEnglish))],
    [`${provider} non-en`, scoreTurns(run.turns.filter((turn) => !isEnglish(turn)))],
  ]);
  const line = (label, pick) => `| ${label} | ${columns.map(([, s]) => pick(s)).join(' | ')} |`;
  return [
    `| | ${columns.map(([name]) => name).join(' | ')} |`,
    `| --- | ${columns.map(() => '---:').join(' | ')} |`,
    line('questions (answerable)', (s) => `${s.questions} (${s.answerable})`),
    line('hit@1', (s) => ratio(s.hitAt1)),
    line('hit@5', (s) => ratio(s.hitAt5)),
    line('MRR', (s) => ratio(s.mrr)),
    line('fact coverage', (s) => ratio(s.factCoverage)),
    line('unanswerable declined', (s) => count(s.unanswerableDeclined, s.unanswerable)),
    line('answerable wrongly declined', (s) => count(s.answerableWronglyDeclined, s.answerable)),
    line('follow-ups right', (s) => count(s.followUpsRight, s.followUps)),
    line('new topic answered on its own', (s) => count(s.newTopicsRight, s.newTopics)),
    line('latency p50 / p95 (ms)', (s) => `${Math.round(s.latencyP50Ms)} / ${Math.round(s.latencyP95Ms)}`),
  ].join('\n');
}

const started = performance.now();
const site = await target.startSite();
const results = [];
try {
  for (const provider of embedders) {
    const refused = refusal(provider);
    if (refused) {
      console.log(`skipping embedder '${provider}': the ingestion service refuses it (${refused})`);
      continue;
    }
    const run = await runFor(site, provider);
    console.log(
      `${provider}: trained ${run.pages} pages in ${(run.trainMs / 1000).toFixed(1)} s, asked ${run.turns.length} questions`,
    );
    results.push({ provider, run });
  }
} finally {
  await site.close();
}
if (results.length === 0) {
  console.log('no embedder could run');
  process.exit(1);
}
const table = rows(results);
console.log(`\n${table}`);
for (const { provider, run } of results) {
  const misses = run.turns
    .map((turn) => ({ turn, reason: missReason(turn) }))
    .filter(({ reason }) => reason !== undefined);
  console.log(`\n${provider}: ${misses.length} of ${run.turns.length} questions missed`);
  if (!values.verbose) continue;
  for (const { turn, reason } of misses) {
    console.log(
      `- [${turn.conversationId}#${turn.turn} ${turn.question.kind}, ${turn.question.language}] "${turn.question.text}"`,
    );
    console.log(`    ${reason}`);
    console.log(`    sources: ${turn.sources.map((url) => new URL(url).pathname).join(', ') || '(none)'}`);
    console.log(`    reply: ${turn.reply.replace(/\s+/g, ' ').slice(0, 240)}`);
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const day = new Date().toISOString().slice(0, 10);
if (heldOut) {
  console.log(`\n### Held out: ${target.product} (${site.pages.length} pages)

\`node bench/quality.bench.mjs --embedders ${embedders.join(',')} --corpus ${values.corpus} --dev-set ${values['dev-set']} --product ${target.product}\`:
${results[0].run.turns.length} questions in ${target.conversations.length} conversations, ${day}, ${seconds} s wall time.

${table}`);
  process.exit(0);
}
console.log(`\n## Answer quality on a real documentation site (\`npm run bench:quality\`)

Documenso's documentation (143 pages with header, sidebar, contents and footer on each) served on
loopback, trained as a website through the built ingestion service and worker, and the
development set (\`libs/testing/src/answer-quality/documenso-dev-set.ts\`, ${results[0].run.turns.length} questions in
${documensoDevSet.length} conversations) asked through the chat service's gRPC Ask, offline (no language
model), each conversation in its own session. ${day}, ${seconds} s wall time.

${table}

hit@k and MRR: an expected page among the reply's sources (the first for hit@1), over answerable
questions. Fact coverage: the share of a question's facts found in the reply, averaged over answerable
questions. A decline is a reply without sources or with the answerer's no-match sentence. A follow-up or
new-topic turn is right when it is answered (not declined) from one of its own pages.`);
