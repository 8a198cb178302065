import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startFixtureSite, type FixtureSite } from '@sitesage/testing';
import { launchBrowser } from './browser.js';
import { ownerApi, registerOwner, signIn, signInToApi, type Owner } from './owner.js';
import { sharedStack, type SharedStack } from './shared-stack.js';
import { shootBothSizes } from './screenshots.js';

// An owner trains their agent on their (local fixture) shop: adds the website through the drawer,
// watches it finish without reloading, retries the one page that failed, removes a page, adds
// single pages, generates a sitemap and finally deletes the training set.

const screenshots = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
// The crawl, the indexing and the 5 s polling of the page all run for real.
const serverWork = { timeout: 90_000, interval: 500 };
let site: FixtureSite;
let stack: SharedStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let owner: Owner;
let trainingPath = '';
let sourcesPath = '';

/** The agent is made through the API: its creation screens have their own journey test. */
async function createAgent(): Promise<string> {
  const api = ownerApi(stack, await signInToApi(stack, owner));
  const { json: project } = await api('POST', 'projects', {
    name: 'Pine Ridge Outfitters',
    site_url: site.origin,
  });
  if (typeof project.id !== 'string')
    throw new Error(`could not create the agent: ${JSON.stringify(project)}`);
  return project.id;
}

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  // The returns page refuses once (403), then recovers: the owner's Retry is what brings it back.
  // (A 404 gets no Retry: another try meets the same answer.)
  site = await startFixtureSite({ pages: 20, failPattern: { path: '/help/returns', statuses: [403] } });
  // A stack shared with other owners' journeys, which allows crawling loopback sites like this one.
  stack = await sharedStack('owner-journeys');
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width: 1280, height: 800 },
    // No route fades: screenshots show settled pages.
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await context.newPage();
  owner = await registerOwner(stack);
  const projectId = await createAgent();
  trainingPath = `/admin/projects/${projectId}/training`;
  await signIn(page, owner, trainingPath);
});

afterAll(async () => {
  await browser.close();
  await site.close();
});

const shoot = (name: string, prepare?: (phone: Page) => Promise<void>) =>
  shootBothSizes(page, screenshots, name, prepare);

const toast = (text: string) => page.getByText(text, { exact: true });
const trainingSets = () => page.getByRole('table', { name: 'Training sets' });
const sources = () => page.getByRole('table', { name: 'Sources' });
const setTitle = () => new URL(site.origin).hostname;

/** The row of the source with this address, or an empty locator. */
function sourceRow(url: string): Locator {
  return sources()
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: url, exact: true }) });
}

/** What the Status cell of a source row says: its state, then the reason it failed if it did. */
function statusOf(row: Locator): Promise<string> {
  return row.getByRole('cell').nth(3).innerText();
}

/** Turns the pages of the sources table until the row of `url` is on screen. */
async function showSource(url: string): Promise<Locator> {
  await expect.poll(() => sources().getByRole('row').count(), serverWork).toBeGreaterThan(1);
  const pager = page.getByRole('navigation', { name: 'Sources pages' });
  for (;;) {
    if ((await sourceRow(url).count()) === 1) return sourceRow(url);
    const next = pager.getByRole('button', { name: 'Next' });
    if ((await pager.count()) === 0 || (await next.isDisabled())) {
      throw new Error(`${url} is not among the sources`);
    }
    // The table keeps the rows of the page before until the next page has arrived.
    const firstSource = sources().getByRole('row').nth(1).getByRole('cell').nth(1);
    const before = await firstSource.textContent();
    await next.click();
    await expect.poll(() => firstSource.textContent()).not.toBe(before);
  }
}

async function openDrawer(on: Page): Promise<Locator> {
  await on.getByRole('button', { name: 'Add Training Set' }).click();
  const drawer = on.getByRole('dialog', { name: 'Add Training Set' });
  await expect.poll(() => drawer.isVisible()).toBe(true);
  return drawer;
}

async function fillWebsite(drawer: Locator) {
  await drawer.getByRole('radio', { name: /^Website/ }).check();
  await drawer.getByLabel('Website URL').fill(site.origin);
}

describe('an owner training their agent', () => {
  it('adds the website through the drawer and sees it finish without reloading', async () => {
    await expect.poll(() => page.getByText('No Training Sets Found').count()).toBe(1);
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => drawer.getByText('No training type selected').count()).toBe(1);
    await fillWebsite(drawer);
    await shoot('training-drawer', async (phone) => {
      await fillWebsite(await openDrawer(phone));
    });

    // A mark on this document: it would be gone if the page reloaded.
    await page.evaluate('window.sameDocument = true');
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => toast('Training Set Submitted Successfully').count()).toBe(1);
    await expect.poll(() => drawer.isVisible()).toBe(false);

    const row = trainingSets()
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: setTitle(), exact: true }) });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByText('Completed', { exact: true }).count(), serverWork).toBe(1);
    const bar = row.getByRole('progressbar', { name: `Training progress of ${setTitle()}` });
    expect(await bar.getAttribute('value')).toBe('100');
    expect(await row.getByText('100%').count()).toBe(1);
    expect(await page.evaluate('window.sameDocument')).toBe(true);
    await shoot('training-list');
  });

  it('finds the page that was refused, retries it and sees it learned', async () => {
    await page.getByRole('link', { name: setTitle(), exact: true }).click();
    await page.waitForURL(`**${trainingPath}/*`);
    sourcesPath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByRole('heading', { name: setTitle() }).count()).toBe(1);

    const home = await showSource(site.url('/'));
    expect(await statusOf(home)).toBe('Completed');
    const returns = await showSource(site.url('/help/returns'));
    expect((await statusOf(returns)).split('\n')).toEqual([
      'Failed',
      'The page is forbidden to visitors (HTTP 403).',
    ]);
    await returns.scrollIntoViewIfNeeded();
    await shoot('training-sources-failed');

    await returns.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => toast('Source queued for another try').count()).toBe(1);
    // The fixture answers 403 only once: the second fetch gets the page.
    await expect.poll(() => statusOf(returns), serverWork).toBe('Completed');
    expect(await returns.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await shoot('training-sources');
  });

  it('deletes a page from the set and goes back to the training sets', async () => {
    const faq = await showSource(site.url('/help/faq'));
    await faq.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Source?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast('Training source deleted successfully!').count()).toBe(1);
    await expect.poll(() => sourceRow(site.url('/help/faq')).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: site.url('/help/faq') }).count()).toBe(0);

    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`**${trainingPath}`);
    await expect.poll(() => trainingSets().count()).toBe(1);
  });

  it('adds single pages to the set and finds them among its sources', async () => {
    // The deleted page comes back, and a day of the events calendar beyond the crawl's depth cap.
    const added = [site.url('/help/faq'), site.url('/calendar/2026-06-15')];
    const drawer = await openDrawer(page);
    await drawer.getByRole('radio', { name: /^URL/ }).check();
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => drawer.getByText('Select a parent training set').count()).toBe(1);
    await drawer.getByLabel('Parent training set').selectOption({ label: setTitle() });
    await drawer.getByRole('textbox', { name: 'URL 1', exact: true }).fill(added[0] ?? '');
    await drawer.getByRole('button', { name: 'Add URL' }).click();
    await drawer.getByRole('textbox', { name: 'URL 2', exact: true }).fill(added[1] ?? '');
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => toast('Training Set Submitted Successfully').count()).toBe(1);
    await expect.poll(() => drawer.isVisible()).toBe(false);

    await page.goto(sourcesPath);
    for (const url of added) {
      const row = await showSource(url);
      await expect.poll(() => statusOf(row), serverWork).toBe('Completed');
      await page.goto(sourcesPath);
    }
  });

  it('generates a sitemap of at most 10 pages to copy or download', async () => {
    await page.goto(trainingPath);
    await page.getByRole('link', { name: 'Sitemap generator' }).click();
    await page.waitForURL('**/sitemap');
    // Filled in with the agent's website.
    await expect.poll(() => page.getByLabel('Website URL').inputValue()).toBe(site.url('/'));
    await page.getByLabel('Max pages').fill('10');
    await page.getByRole('button', { name: 'Generate' }).click();

    const output = page.getByLabel('Sitemap output');
    await expect.poll(() => page.getByRole('button', { name: 'Download' }).count(), serverWork).toBe(1);
    expect(await page.getByRole('button', { name: 'Copy' }).count()).toBe(1);
    const xml = (await output.textContent()) ?? '';
    expect(xml).toContain('<urlset');
    const entries = xml.match(/<url>/g)?.length ?? 0;
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThanOrEqual(10);
    expect(xml).toContain(`<loc>${site.url('/')}`);
    expect(await page.getByText(`${String(entries)} pages found`).count()).toBe(1);

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => toast('Sitemap copied').count()).toBe(1);
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(xml);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sitemap-${setTitle()}.xml`);

    await shoot('sitemap', async (phone) => {
      await phone.getByLabel('Max pages').fill('10');
      await phone.getByRole('button', { name: 'Generate' }).click();
      await expect.poll(() => phone.getByRole('button', { name: 'Download' }).count(), serverWork).toBe(1);
    });
  });

  it('deletes the training set', async () => {
    await page.getByRole('link', { name: '← Training sets' }).click();
    await page.waitForURL(`**${trainingPath}`);
    await trainingSets().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Agent?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast('Training set deleted successfully!').count()).toBe(1);
    await expect.poll(() => page.getByText('No Training Sets Found').count()).toBe(1);
  });
});
