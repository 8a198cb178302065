#!/usr/bin/env node
// The public website as Lighthouse sees it: performance, accessibility, best practices and SEO of
// / and /pricing (and any --pages), served by the whole product started as `npm start` does (build
// first: npm run build), audited in Debian's Chromium with Lighthouse's default mobile settings
// (simulated slow 4G and a 4× slower CPU). Each page is audited --runs times; the median run by
// performance score is reported. Also counts the JavaScript a first visit to each page downloads.
// Prints the figures and records them in docs/benchmarks.md between this benchmark's markers.
//   node bench/site-lighthouse.bench.mjs [--pages /,/pricing] [--runs 3] [--no-record]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { startLocalStack } from '@sitesage/infra';
import { freePort } from '@sitesage/testing';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/pricing' },
    runs: { type: 'string', default: '3' },
    'no-record': { type: 'boolean', default: false },
  },
});
const pages = values.pages.split(',');
const runs = Number(values.runs);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const targets = { performance: 90, accessibility: 95 };

/** Chromium with a DevTools port for Lighthouse to drive, in a throwaway profile. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(os.tmpdir(), 'sitesage-lighthouse-'));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 100) throw new Error('Chromium did not open its DevTools port');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    async close() {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run of one page: category scores, the main timings and the JavaScript it fetched. */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  const numeric = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    scriptKb: Math.round(scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024),
    // The budget is in gzip terms; browsers that take Brotli get less.
    scriptGzipKb: Number(
      (scripts.reduce((sum, request) => sum + gzipBytes(request.url), 0) / 1024).toFixed(1),
    ),
    scriptFiles: scripts.length,
    failedAudits: Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
      .map((entry) => ({
        id: entry.id,
        // Which elements, so a failed audit can be fixed without opening the report.
        elements: (entry.details?.items ?? []).map((item) => item.node?.snippet).filter(Boolean),
      })),
  };
}

/** The gzip size of a built file as the build wrote it (files under 1 KB are not compressed). */
function gzipBytes(url) {
  const file = new URL(`../web/dist${new URL(url).pathname}`, import.meta.url);
  const gz = new URL(`${file.href}.gz`);
  return statSync(existsSync(gz) ? gz : file).size;
}

const median = (list, by) => [...list].sort((a, b) => by(a) - by(b))[Math.floor(list.length / 2)];

const stack = await startLocalStack({ LOG_LEVEL: 'warn' });
const chromium = await launchChromium();
const results = [];
try {
  for (const path of pages) {
    const url = `${stack.baseUrl}${path}`;
    const attempts = [];
    for (let i = 0; i < runs; i++) attempts.push(await audit(url, chromium.port));
    const result = { path, ...median(attempts, (run) => run.scores.performance) };
    console.log(`${path}: ${JSON.stringify(result)}`);
    results.push(result);
  }
} finally {
  await chromium.close();
  await stack.stop();
}

const missed = results.filter(
  (result) =>
    result.scores.performance < targets.performance || result.scores.accessibility < targets.accessibility,
);
if (missed.length > 0) process.exitCode = 1;
if (!values['no-record']) record(results);

function record(list) {
  const file = new URL('../docs/benchmarks.md', import.meta.url);
  const text = readFileSync(file, 'utf8');
  const start = '<!-- bench:site -->';
  const end = '<!-- /bench:site -->';
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}`;
  const table =
    `${start}\n${new Date().toISOString().slice(0, 10)}, ${machine}; Lighthouse mobile defaults, median of ${runs} runs by performance.\n\n` +
    `| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | JavaScript fetched (Brotli) | same files gzipped |\n` +
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n` +
    list
      .map(
        (r) =>
          `| \`${r.path}\` | **${r.scores.performance}** | **${r.scores.accessibility}** | ${r.scores['best-practices']} | ${r.scores.seo} | ` +
          `${r.fcpMs} ms | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${r.scriptKb} KB in ${r.scriptFiles} files | ${r.scriptGzipKb} KiB |`,
      )
      .join('\n') +
    `\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(file, pattern.test(text) ? text.replace(pattern, table) : `${text.trimEnd()}\n\n${table}\n`);
}
