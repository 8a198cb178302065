/**
 * SECURITY.md A1–A8, A10, A11, A14, A16: the crawler never reaches an internal address, whatever
 * an owner types or a hostile site answers. Two canaries must stay at 0 connections: the fixture
 * canary on 127.0.0.1 (a random port) and one on port 80 of its own loopback address, which only
 * the address rules keep the crawler away from. Every connection of this process is held to
 * loopback (`keepConnectionsOnLoopback`), so nothing reaches 10.0.0.10 or a public address even
 * if a rule were broken: such an attempt is recorded and asserted on instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedDomainMessage, invalidSiteUrlMessage } from '@sitesage/egress';
import { AppError } from '@sitesage/errors';
import { crawlDiscoverQueue, pageFetchQueue } from '@sitesage/queue';
import {
  startCanaryServer,
  startFixtureSite,
  startHostileServer,
  type CanaryServer,
  type FixtureSite,
  type HostileServer,
} from '@sitesage/testing';
import { parseSitemap } from '../src/domain/discovery/index.js';
import { isFinished, owner, startIngestionHarness, type IngestionHarness } from './harness.js';
import {
  always,
  countJobs,
  createTestResolver,
  keepConnectionsOnLoopback,
  rebinding,
  skipRetryBackoff,
  startWebPortCanary,
  type LoopbackOnly,
  type TestResolver,
  type WebPortCanary,
} from './test-network.js';

const project = 'project-egress';
/** Stands for any public address: the loopback guard stops the connection before a packet leaves. */
const publicAddress = '11.0.0.10';

const publicOnly = (host: string, range: string) =>
  `${host} is a ${range} address; SiteSage only visits public websites.`;
const webPortsOnly = (host: string, port: number) =>
  `Only the standard web ports (80 and 443) are allowed; ${host} asks for port ${String(port)}.`;
const schemeRefused = (scheme: string) => `Only http and https addresses are fetched, not ${scheme}.`;
/** How the WHATWG parser writes an IPv6 host, e.g. [::ffff:127.1.2.3] → [::ffff:7f01:203]. */
const urlHost = (url: string) => new URL(url).hostname;

const describeError = (error: unknown) =>
  error instanceof AppError ? `${error.code}: ${error.message}` : String(error);
const refusal = (call: Promise<unknown>): Promise<string> => call.then(() => 'accepted', describeError);

/** The generator's document: the declaration, one urlset, each <url> closed, every address escaped. */
const wellFormedSitemap =
  /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(?: {2}<url><loc>(?:[^<>&]|&(?:amp|lt|gt|apos|quot);)*<\/loc><\/url>\n)*<\/urlset>\n$/;

let network: LoopbackOnly;
let canary: CanaryServer;
let webCanary: WebPortCanary;

/**
 * Neither canary was reached, and no connection left loopback (the rebinding test's stand-in public
 * address aside, which the loopback guard stopped).
 */
function expectNothingInternalReached() {
  expect({ [canary.url]: canary.hits(), [webCanary.url]: webCanary.hits() }).toEqual({
    [canary.url]: 0,
    [webCanary.url]: 0,
  });
  expect(network.refused.filter((address) => address !== publicAddress)).toEqual([]);
  expect(network.escaped).toEqual([]);
}

beforeAll(async () => {
  network = keepConnectionsOnLoopback();
  [canary, webCanary] = await Promise.all([startCanaryServer(), startWebPortCanary()]);
});
afterAll(async () => {
  await Promise.all([canary.close(), webCanary.close()]);
  network.restore();
});

async function listSources(harness: IngestionHarness, knowledgeBaseId: string) {
  const { data } = await harness.client.ListResources({
    owner,
    knowledge_base_id: knowledgeBaseId,
    limit: 100,
    offset: 0,
  });
  return data;
}

/** What the owner sees of a set's sources: status and reason by URL. */
async function sourcesOf(harness: IngestionHarness, knowledgeBaseId: string) {
  const sources = await listSources(harness, knowledgeBaseId);
  return Object.fromEntries(sources.map((source) => [source.url, `${source.status}: ${source.reason}`]));
}

/** Adds the URLs (5 per call, the API's limit) to a new URL set and waits until every one is done. */
async function crawlUrls(harness: IngestionHarness, title: string, urls: readonly string[]) {
  const set = await harness.client.CreateKnowledgeBase({
    owner,
    project_id: project,
    title,
    url: '',
    type: 'URL',
  });
  for (let start = 0; start < urls.length; start += 5) {
    const resources = urls.slice(start, start + 5).map((url) => ({ url, type: 'URL' }));
    const added = await harness.client.AddUrlResources({ owner, knowledge_base_id: set.id, resources });
    // Accepted: the names pass the synchronous check; what they resolve to is judged when connecting.
    expect(added.data.map((source) => source.status)).toEqual(resources.map(() => 'Processing'));
  }
  await harness.waitFor(set.id, isFinished);
  return sourcesOf(harness, set.id);
}

async function crawlSet(harness: IngestionHarness, type: 'WEBSITE' | 'SITEMAP', url: string) {
  const created = await harness.client.CreateKnowledgeBase({
    owner,
    project_id: project,
    title: '',
    url,
    type,
  });
  const { last } = await harness.waitFor(created.id, isFinished);
  return { set: last, sources: await listSources(harness, created.id) };
}

describe('the default configuration (no CRAWL_ALLOW_HOSTS) refuses internal targets as the owner types them', () => {
  let harness: IngestionHarness;

  beforeAll(async () => {
    // No name resolves: even a URL that slipped through could not send a DNS query off the box.
    harness = await startIngestionHarness({}, { lookup: createTestResolver({}).lookup });
  });
  afterAll(async () => {
    await harness.stop();
  });

  /** Each URL with the message the owner gets; the validator judges the host as WHATWG parses it. */
  const refusedUrls = (): [string, string][] => {
    const port = canary.port;
    const loopback = publicOnly('127.0.0.1', 'loopback');
    return [
      // A1: private and special IPv4 literals, on the canary's port and on port 80.
      [canary.url, webPortsOnly('127.0.0.1', port)],
      ['http://127.0.0.1/', loopback],
      [webCanary.url, publicOnly(webCanary.address, 'loopback')],
      ['http://10.0.0.10/', publicOnly('10.0.0.10', 'private network')],
      ['http://172.16.0.10/', publicOnly('172.16.0.10', 'private network')],
      ['https://192.168.1.10/', publicOnly('192.168.1.10', 'private network')],
      ['http://169.254.169.254/latest/meta-data/', publicOnly('169.254.169.254', 'cloud metadata service')],
      ['http://100.64.0.10/', publicOnly('100.64.0.10', 'carrier-grade NAT')],
      ['http://100.100.100.200/', publicOnly('100.100.100.200', 'cloud metadata service')],
      [`http://0.0.0.0:${String(port)}/`, webPortsOnly('0.0.0.0', port)],
      ['http://0.0.0.0/', publicOnly('0.0.0.0', '"this network"')],
      ['http://198.18.0.1/', publicOnly('198.18.0.1', 'benchmarking')],
      ['http://224.0.0.1/', publicOnly('224.0.0.1', 'multicast')],
      ['http://255.255.255.255/', publicOnly('255.255.255.255', 'broadcast')],
      // A2: other spellings of 127.0.0.1 and parser tricks.
      [`http://2130706433:${String(port)}/`, webPortsOnly('127.0.0.1', port)],
      ['http://2130706433/', loopback],
      [`http://0177.0.0.1:${String(port)}/`, webPortsOnly('127.0.0.1', port)],
      ['http://0177.0.0.1/', loopback],
      ['http://0x7f.1/', loopback],
      ['http://127.1/', loopback],
      ['http://①②⑦.0.0.1/', loopback],
      ['127.0.0.1', publicOnly('127.0.0.1', 'loopback')],
      ['http://127.0.0.1./', loopback],
      [`http://public.test@127.0.0.1:${String(port)}/`, invalidSiteUrlMessage],
      ['http://127.0.0.1\\@public.test/', loopback],
      ['http://x.localhost/', publicOnly('x.localhost', 'loopback')],
      ['http://LOCALHOST/', invalidSiteUrlMessage],
      [`http://localhost.:${String(port)}/`, invalidSiteUrlMessage],
      // A3: IPv6 literals; the site rules take dotted host names only.
      [`http://[::1]:${String(port)}/`, invalidSiteUrlMessage],
      ['http://[::]/', invalidSiteUrlMessage],
      ['http://[::ffff:127.0.0.1]/', invalidSiteUrlMessage],
      ['http://[::ffff:7f00:1]/', invalidSiteUrlMessage],
      ['http://[64:ff9b::7f00:1]/', invalidSiteUrlMessage],
      ['http://[2002:7f00:1::]/', invalidSiteUrlMessage],
      ['http://[fe80::1]/', invalidSiteUrlMessage],
      ['http://[fd00:ec2::254]/', invalidSiteUrlMessage],
      // A7: schemes and ports.
      ['file:///etc/passwd', invalidSiteUrlMessage],
      [`gopher://127.0.0.1:${String(port)}/_INFO`, invalidSiteUrlMessage],
      ['ftp://public.test/', invalidSiteUrlMessage],
      ['data:text/html,<h1>hi</h1>', invalidSiteUrlMessage],
      ['javascript:alert(1)', invalidSiteUrlMessage],
      ['http://public.test:6379/', webPortsOnly('public.test', 6379)],
      ['http://public.test:22/', webPortsOnly('public.test', 22)],
      ['http://public.test:25/', webPortsOnly('public.test', 25)],
      ['https://public.test:11211/', webPortsOnly('public.test', 11211)],
      // A16: the spec's blocked domains, enforced here and not only in the browser.
      ['https://facebook.com/', blockedDomainMessage('facebook.com')],
      ['https://m.facebook.com/groups', blockedDomainMessage('m.facebook.com')],
      ['google.com', blockedDomainMessage('google.com')],
    ];
  };

  it('A1–A3, A7, A16: website, sitemap and URL sources for internal targets are refused with the reason, and nothing is queued', async () => {
    const urlSet = await harness.client.CreateKnowledgeBase({
      owner,
      project_id: project,
      title: 'Picked pages',
      url: '',
      type: 'URL',
    });
    const rows = refusedUrls();
    const outcomes = await Promise.all(
      rows.map(async ([url]) => ({
        url,
        website: await refusal(
          harness.client.CreateKnowledgeBase({ owner, project_id: project, title: '', url, type: 'WEBSITE' }),
        ),
        sitemap: await refusal(
          harness.client.CreateKnowledgeBase({ owner, project_id: project, title: '', url, type: 'SITEMAP' }),
        ),
        source: await refusal(
          harness.client.AddUrlResources({
            owner,
            knowledge_base_id: urlSet.id,
            resources: [{ url, type: 'URL' }],
          }),
        ),
      })),
    );
    expect(outcomes).toEqual(
      rows.map(([url, message]) => ({
        url,
        website: `INVALID_ARGUMENT: ${message}`,
        sitemap: `INVALID_ARGUMENT: ${message}`,
        source: `INVALID_ARGUMENT: ${message}`,
      })),
    );
    // One internal URL in a batch refuses the whole batch: the public one is not added either.
    await expect(
      refusal(
        harness.client.AddUrlResources({
          owner,
          knowledge_base_id: urlSet.id,
          resources: [
            { url: 'https://harbour-lights.test/menu', type: 'URL' },
            { url: 'http://169.254.169.254/latest/meta-data/', type: 'URL' },
          ],
        }),
      ),
    ).resolves.toBe(`INVALID_ARGUMENT: ${publicOnly('169.254.169.254', 'cloud metadata service')}`);

    const sets = await harness.client.ListKnowledgeBases({
      owner,
      project_id: project,
      limit: 100,
      offset: 0,
    });
    expect(sets.data.map((set) => set.id)).toEqual([urlSet.id]);
    expect((await harness.client.GetKnowledgeBase({ owner, id: urlSet.id })).pages_total).toBe(0);
    expect(await countJobs(harness.stores.redis.url, [crawlDiscoverQueue.name, pageFetchQueue.name])).toBe(0);
    expect(network.refused).toEqual([]);
    expectNothingInternalReached();
  });

  it('A14: with no egress variables set, a website set for the canary is refused', async () => {
    expect(harness.config.egress.allowHosts).toEqual([]);
    await expect(
      refusal(
        harness.client.CreateKnowledgeBase({
          owner,
          project_id: project,
          title: '',
          url: canary.url,
          type: 'WEBSITE',
        }),
      ),
    ).resolves.toBe(`INVALID_ARGUMENT: ${webPortsOnly('127.0.0.1', canary.port)}`);
    expect(canary.requests).toEqual([]);
    expectNothingInternalReached();
  });
});

describe('the crawler under the egress rules, with a hostile site allow-listed', () => {
  let resolver: TestResolver;
  let hostile: HostileServer;
  let site: FixtureSite;
  let harness: IngestionHarness;
  let retries: { stop(): Promise<void> };
  const maxPageBytes = 1024 * 1024;

  beforeAll(async () => {
    resolver = createTestResolver({
      'internal.test': always('10.0.0.10'),
      'intranet.test': always('192.168.1.10'),
      'mapped.test': always(`::ffff:${webCanary.address}`),
      'mixed.test': always(publicAddress, webCanary.address),
      'metadata.google.internal': always('169.254.169.254'),
      'rebind.test': rebinding(publicAddress, webCanary.address),
      'flip-1.test': rebinding(publicAddress, webCanary.address),
      'flip-2.test': rebinding(publicAddress, webCanary.address),
      'flip-3.test': rebinding(publicAddress, webCanary.address),
    });
    [hostile, site] = await Promise.all([
      startHostileServer({
        dripIntervalMs: 250,
        internalTargets: [
          canary.url,
          webCanary.url,
          'http://internal.test/',
          'http://169.254.169.254/latest/meta-data/',
          `http://[::ffff:${webCanary.address}]/`,
          'file:///etc/passwd',
        ],
      }),
      // More pages than any sitemap may list (A10).
      startFixtureSite({ pages: 600 }),
    ]);
    harness = await startIngestionHarness(
      {
        CRAWL_ALLOW_HOSTS: `${hostile.host},${site.host}`,
        CRAWL_PAGE_TIMEOUT_MS: '2000',
        CRAWL_MAX_PAGE_BYTES: String(maxPageBytes),
        CRAWL_HOST_CONCURRENCY: '8',
      },
      { lookup: resolver.lookup },
    );
    retries = skipRetryBackoff(harness.stores.redis.url, pageFetchQueue.name);
  });
  afterAll(async () => {
    await retries.stop();
    await harness.stop();
    await Promise.all([hostile.close(), site.close()]);
  });

  it('A4: names that resolve to internal addresses are accepted, then fail when connecting, naming the address', async () => {
    const sources = await crawlUrls(harness, 'Names', [
      'http://internal.test/',
      'http://mapped.test/',
      'http://mixed.test/',
      'http://metadata.google.internal/computeMetadata/v1/',
    ]);
    expect(sources).toEqual({
      'http://internal.test/': `Failed: ${publicOnly('internal.test (10.0.0.10)', 'private network')}`,
      'http://mapped.test/': `Failed: ${publicOnly(
        `mapped.test (::ffff:${webCanary.address})`,
        `IPv4-mapped IPv6 (${webCanary.address}, loopback)`,
      )}`,
      // One internal answer is enough: the public one is not tried either.
      'http://mixed.test/': `Failed: ${publicOnly(`mixed.test (${webCanary.address})`, 'loopback')}`,
      'http://metadata.google.internal/computeMetadata/v1/': `Failed: ${publicOnly(
        'metadata.google.internal (169.254.169.254)',
        'cloud metadata service',
      )}`,
    });
    // A refused address is final: one lookup per source, no retry.
    for (const name of ['internal.test', 'mapped.test', 'mixed.test', 'metadata.google.internal']) {
      expect(resolver.calls(name), name).toBe(1);
    }

    const { set } = await crawlSet(harness, 'WEBSITE', 'http://intranet.test/');
    expect(set.status).toBe('FAILED');
    expect(set.failure_reason).toBe(publicOnly('intranet.test (192.168.1.10)', 'private network'));
    expect(network.refused).toEqual([]);
    expectNothingInternalReached();
  });

  it('A5: a name that rebinds from a public address to loopback is refused at every connect after the first', async () => {
    const refusedBefore = network.refused.length;
    // robots.txt gets the public answer; /sitemap.xml and the start page get loopback.
    const { set } = await crawlSet(harness, 'WEBSITE', 'http://rebind.test/');
    expect(set.status).toBe('FAILED');
    expect(set.failure_reason).toBe(publicOnly(`rebind.test (${webCanary.address})`, 'loopback'));
    expect(resolver.calls('rebind.test')).toBe(3);

    // Page sources: the public answer fails to connect (retried), the retry meets loopback and stops.
    const flips = ['http://flip-1.test/', 'http://flip-2.test/', 'http://flip-3.test/'];
    const sources = await crawlUrls(harness, 'Rebinding pages', flips);
    expect(sources).toEqual(
      Object.fromEntries(
        flips.map((url) => [
          url,
          `Failed: ${publicOnly(`${urlHost(url)} (${webCanary.address})`, 'loopback')}`,
        ]),
      ),
    );
    for (const url of flips) expect(resolver.calls(urlHost(url)), url).toBe(2);

    // Every connection went to a public answer; no loopback answer was ever connected to.
    expect(network.refused.slice(refusedBefore)).toEqual(Array.from({ length: 4 }, () => publicAddress));
    expectNothingInternalReached();
  });

  it('A6: redirects to internal targets or other schemes fail the page, every hop is checked, meta refresh is not followed', async () => {
    const redirectTo = (target: string, status = 302) =>
      hostile.url(`/redirect-to?${new URLSearchParams({ status: String(status), target }).toString()}`);
    const toCanary = [301, 302, 303, 307, 308].map((status) => redirectTo(canary.url, status));
    const mappedCanary = `http://[::ffff:${webCanary.address}]/`;
    const refusedTargets: Record<string, string> = {
      [webCanary.url]: publicOnly(webCanary.address, 'loopback'),
      [mappedCanary]: publicOnly(urlHost(mappedCanary), `IPv4-mapped IPv6 (${webCanary.address}, loopback)`),
      'http://2130706433/': publicOnly('127.0.0.1', 'loopback'),
      'http://[::1]/': publicOnly('[::1]', 'loopback'),
      'http://169.254.169.254/latest/meta-data/': publicOnly('169.254.169.254', 'cloud metadata service'),
      'http://internal.test/': publicOnly('internal.test (10.0.0.10)', 'private network'),
      'file:///etc/passwd': schemeRefused('file'),
      [`gopher://127.0.0.1:${String(canary.port)}/_INFO`]: schemeRefused('gopher'),
    };
    const sixHops = hostile.url('/redirect-chain?hops=6');
    const fiveHops = hostile.url('/redirect-chain?hops=5');
    const metaRefresh = hostile.url(
      `/meta-refresh?${new URLSearchParams({ target: webCanary.url }).toString()}`,
    );
    const internalRedirects = Object.keys(refusedTargets).map((target) => redirectTo(target));

    const sources = await crawlUrls(harness, 'Redirects', [
      ...toCanary,
      ...internalRedirects,
      sixHops,
      fiveHops,
      metaRefresh,
    ]);
    expect(sources).toEqual({
      ...Object.fromEntries(
        toCanary.map((url) => [url, `Failed: ${webPortsOnly('127.0.0.1', canary.port)}`]),
      ),
      ...Object.fromEntries(
        Object.entries(refusedTargets).map(([target, reason]) => [redirectTo(target), `Failed: ${reason}`]),
      ),
      [sixHops]: 'Failed: The site redirected more than 5 times.',
      // Five hops are allowed: the chain ends on an ordinary page, which is indexed.
      [fiveHops]: 'Completed: ',
      [metaRefresh]: 'Completed: ',
    });
    // Each refused redirect was fetched once: a refusal is not retried.
    const redirectRequests = hostile.requestLog.filter((request) => request.path.startsWith('/redirect-to'));
    expect(redirectRequests).toHaveLength(toCanary.length + internalRedirects.length);
    expectNothingInternalReached();
  });

  it('A8: internal targets planted in robots.txt and sitemaps are never fetched, and the site’s own pages still are', async () => {
    // Titles show each page was fetched and read; whether its text survives the removal of the
    // site's repeated parts (the hostile pages share their paragraph) is not an egress question.
    const titles = {
      [hostile.url('/')]: 'Harbour Lights Cafe',
      ...Object.fromEntries(hostile.legitPages.map((url) => [url, `Opening hours ${url.slice(-1)}`])),
    };
    const fetchesBefore = hostile.legitPages.map((url) => hostile.hits(url));
    const website = await crawlSet(harness, 'WEBSITE', hostile.origin);
    expect(website.set.status).toBe('COMPLETED');
    expect(Object.fromEntries(website.sources.map((source) => [source.url, source.indexed_title]))).toEqual(
      titles,
    );
    expect(website.sources.find((source) => source.url === hostile.url('/'))?.status).toBe('Completed');

    const sitemap = await crawlSet(
      harness,
      'SITEMAP',
      hostile.url('/sitemap-index-with-internal-targets.xml'),
    );
    expect(Object.fromEntries(sitemap.sources.map((source) => [source.url, source.indexed_title]))).toEqual(
      Object.fromEntries(hostile.legitPages.map((url) => [url, titles[url]])),
    );
    // Both sitemaps were read, every own page fetched once per set, the planted targets never.
    expect(hostile.hits('/sitemap-with-internal-targets.xml')).toBeGreaterThanOrEqual(1);
    expect(hostile.legitPages.map((url) => hostile.hits(url))).toEqual(fetchesBefore.map((hits) => hits + 2));
    expectNothingInternalReached();
  });

  /** Reads a GenerateSitemap stream to its end: the text received, and the error it ended with. */
  async function generateSitemap(url: string, maxPages: number) {
    const pieces: string[] = [];
    try {
      for await (const piece of harness.client.GenerateSitemap({ owner, url, max_pages: maxPages })) {
        pieces.push(piece.text);
      }
      return { pieces, error: '' };
    } catch (error) {
      return { pieces, error: describeError(error) };
    }
  }

  it('A10: the sitemap generator refuses internal targets before sending anything, and fetches at most 500 pages', async () => {
    const internal: [string, string][] = [
      [canary.url, webPortsOnly('127.0.0.1', canary.port)],
      [webCanary.url, publicOnly(webCanary.address, 'loopback')],
      ['http://169.254.169.254/latest/meta-data/', publicOnly('169.254.169.254', 'cloud metadata service')],
      ['http://[::1]/', invalidSiteUrlMessage],
      ['file:///etc/passwd', invalidSiteUrlMessage],
    ];
    for (const [url, message] of internal) {
      expect(await generateSitemap(url, 100_000), url).toEqual({
        pieces: [],
        error: `INVALID_ARGUMENT: ${message}`,
      });
    }
    // A name passes the synchronous check; it resolves to 10.0.0.10, so the sitemap is empty.
    const named = await generateSitemap('http://internal.test/', 100_000);
    expect(named.error).toBe('');
    expect(named.pieces.join('')).toMatch(wellFormedSitemap);
    expect(parseSitemap(named.pieces.join('')).entries).toEqual([]);

    expect(site.expected.linkedPages.length).toBeGreaterThan(500);
    const generated = await generateSitemap(site.origin, 100_000);
    expect(generated.error).toBe('');
    const xml = generated.pieces.join('');
    expect(xml).toMatch(wellFormedSitemap);
    const listed = parseSitemap(xml).entries.map((entry) => entry.loc);
    // Cut at the cap, not run dry: the site has over 500 pages.
    expect(listed.length).toBeGreaterThan(400);
    expect(listed.length).toBeLessThanOrEqual(500);
    expect(listed.filter((url) => !url.startsWith(`${site.origin}/`))).toEqual([]);
    const pageRequests = site.requestLog.filter((request) => request.path !== '/robots.txt');
    expect(pageRequests.length).toBeLessThanOrEqual(500);
    expectNothingInternalReached();
  });

  it('A11: slow, endless, bomb and huge-header answers fail with a reason within the caps, and the worker goes on', async () => {
    const rssBefore = process.memoryUsage().rss;
    const bombs = {
      [hostile.url('/slow-drip')]: 'Failed: The site did not answer within 2 seconds.',
      [hostile.url('/endless')]: 'Failed: The response is larger than 1 MB.',
      [hostile.url('/gzip-bomb')]: 'Failed: The response is larger than 1 MB.',
      [hostile.url('/huge-headers')]: 'Failed: The site sent more headers than allowed.',
    };
    const set = await harness.client.CreateKnowledgeBase({
      owner,
      project_id: project,
      title: 'Hostile pages',
      url: '',
      type: 'URL',
    });
    await harness.client.AddUrlResources({
      owner,
      knowledge_base_id: set.id,
      resources: Object.keys(bombs).map((url) => ({ url, type: 'URL' })),
    });
    await harness.waitFor(set.id, isFinished);
    expect(await sourcesOf(harness, set.id)).toEqual(bombs);
    // A body over the cap is final; a time-out may be a bad moment, so it is retried a bounded number of times.
    expect([hostile.hits('/endless'), hostile.hits('/gzip-bomb'), hostile.hits('/huge-headers')]).toEqual([
      1, 1, 1,
    ]);
    expect(hostile.hits('/slow-drip')).toBeGreaterThanOrEqual(1);
    expect(hostile.hits('/slow-drip')).toBeLessThanOrEqual(4);

    // The same worker still indexes an ordinary page of the same set afterwards.
    const ordinary = hostile.legitPages[1] ?? '';
    await harness.client.AddUrlResources({
      owner,
      knowledge_base_id: set.id,
      resources: [{ url: ordinary, type: 'URL' }],
    });
    const { last } = await harness.waitFor(set.id, isFinished);
    expect(last.status).toBe('COMPLETED');
    expect((await sourcesOf(harness, set.id))[ordinary]).toBe('Completed: ');
    // 10 GiB of inflated zeros and an endless body later, the process holds under 100 MB more.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });
});
