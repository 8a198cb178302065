// Fetch + parse only, no storage: one engine over a fixed list of URLs at a fixed concurrency, in a
// process of its own so neither engine shares an event loop with the fixture site or the other.
//   node bench/fetch-extract.runner.mjs --engine sitesage|crawlee --concurrency 16 --urls <file.json>
// Prints one JSON line: pages, failures, the time from the first request to the last page parsed
// (windowMs), the whole run including the engine's start-up (wallMs), CPU and peak RSS.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { processUsage } from './process-usage.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    concurrency: { type: 'string', default: '16' },
    urls: { type: 'string' },
  },
});
const concurrency = Number(values.concurrency);
const urls = JSON.parse(readFileSync(values.urls, 'utf8'));

const timing = { first: undefined, last: 0, pages: 0, failures: 0, words: 0, links: 0 };
const started = performance.now();
const markStart = () => (timing.first ??= performance.now());
const markParsed = (text, links) => {
  timing.pages += 1;
  timing.links += links;
  timing.words += text.split(/\s+/).filter(Boolean).length;
  timing.last = performance.now();
};

if (values.engine === 'sitesage') await runSiteSage();
else if (values.engine === 'crawlee') await runCrawlee();
else throw new Error(`--engine sitesage|crawlee, not ${values.engine}`);

const usage = processUsage(process.pid);
process.stdout.write(
  `${JSON.stringify({
    engine: values.engine,
    concurrency,
    pages: timing.pages,
    failures: timing.failures,
    words: timing.words,
    links: timing.links,
    windowMs: Math.round(timing.last - (timing.first ?? timing.last)),
    wallMs: Math.round(performance.now() - started),
    cpuMs: usage?.cpuMs,
    peakRssMb: usage?.peakRssMb,
  })}\n`,
);

/** The crawler worker's own functions: safeFetch under the egress rules, then extractPage. */
async function runSiteSage() {
  const { createEgressPolicy, responseText, safeFetch } = await import('@sitesage/egress');
  const { extractPage } = await import('../services/ingestion/dist/domain/content/index.js');
  const policy = createEgressPolicy({ allowHosts: new URL(urls[0]).host });
  const queue = [...urls];
  const fetchOne = async (url) => {
    markStart();
    try {
      const response = await safeFetch(
        url,
        {
          maxBytes: 5 * 1024 * 1024,
          timeoutMs: 30_000,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
        },
        policy,
      );
      const page = extractPage(responseText(response), response.url);
      markParsed(page.text, page.links.length);
    } catch {
      timing.failures += 1;
    }
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) await fetchOne(url);
    }),
  );
}

/**
 * Crawlee's CheerioCrawler with its defaults except: exactly `concurrency` requests at once, no
 * retries, and storage kept in memory (nothing persisted, purged at start). The handler does
 * the same kind of work as extractPage: the page's text and its links.
 */
async function runCrawlee() {
  const storageDir = mkdtempSync(join(tmpdir(), 'bench-crawlee-'));
  process.env.CRAWLEE_STORAGE_DIR = storageDir;
  try {
    const { CheerioCrawler, Configuration, log } = await import('@crawlee/cheerio');
    log.setLevel(log.LEVELS.WARNING);
    const config = new Configuration({ persistStorage: false, purgeOnStart: true });
    const crawler = new CheerioCrawler(
      {
        minConcurrency: concurrency,
        maxConcurrency: concurrency,
        maxRequestRetries: 0,
        preNavigationHooks: [markStart],
        requestHandler({ $ }) {
          const text = `${$('title').text()}\n${$('body').text()}`;
          const links = $('a[href]')
            .map((_, element) => $(element).attr('href'))
            .get();
          markParsed(text, links.length);
        },
        failedRequestHandler() {
          timing.failures += 1;
        },
      },
      config,
    );
    await crawler.run(urls);
  } finally {
    rmSync(storageDir, { recursive: true, force: true });
  }
}
