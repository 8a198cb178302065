/**
 * Configuration for tests that kill a worker with -9 mid-crawl, so that what it held passes to the
 * next worker in seconds rather than the product's half a minute and more; the handover itself is
 * the product's. Its claims on jobs last 8 s (not 30). The politeness slots it held on the site
 * lapse after the page and render time caps plus 5 s (35 s here, 65 s by default); the fixture
 * pages answer well inside both caps.
 */
export const quickHandoverEnv = {
  CRAWL_JOB_LOCK_MS: '8000',
  CRAWL_PAGE_TIMEOUT_MS: '10000',
  RENDER_TIMEOUT_MS: '20000',
} as const;
