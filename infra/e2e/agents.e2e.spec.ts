import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startFixtureSite, type FixtureSite } from './fixture-site.js';
import { registerOwner, signIn, type Owner } from './owner.js';
import { sharedStack, type SharedStack } from './shared-stack.js';
import { shootBothSizes } from './screenshots.js';

// An owner creates an agent from their (local fixture) website, watches the checklist, dresses it
// in their colours with the live preview, copies the embed code, finds it in the list and deletes it.

const screenshots = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
let site: FixtureSite;
let stack: SharedStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let owner: Owner;
let agentPath = '';

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  site = await startFixtureSite();
  // A stack shared with other owners' journeys, which allows crawling loopback sites like this one.
  stack = await sharedStack('owner-journeys');
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width: 1280, height: 800 },
    // No route fades: screenshots show settled pages.
    reducedMotion: 'reduce',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await context.newPage();
  owner = await registerOwner(stack);
  await signIn(page, owner, '/admin/projects/create');
});

afterAll(async () => {
  await browser.close();
  await site.stop();
});

const shoot = (name: string) => shootBothSizes(page, screenshots, name);

describe('an owner with a website', () => {
  it('refuses a blocked or malformed address before creating anything', async () => {
    await page.getByLabel('Website URL').fill('https://www.youtube.com/mychannel');
    await page.getByRole('button', { name: 'Create Agent' }).click();
    await expect.poll(() => page.getByText('Blocked domain: www.youtube.com').count()).toBeGreaterThan(0);
    await page.getByLabel('Website URL').fill('localhost');
    await page.getByRole('button', { name: 'Create Agent' }).click();
    await expect
      .poll(() => page.getByText('Invalid URL. Please enter a valid website URL.').count())
      .toBeGreaterThan(0);
    await shoot('create-form');
  });

  it('creates an agent and sees every step of the checklist complete', async () => {
    await page.getByLabel('Website URL').fill(site.origin);
    await page.getByRole('button', { name: 'Create Agent' }).click();
    for (const step of [
      'Preparing Agent',
      'Customizing UI for Agent',
      'Reviewing your website',
      'Initiating training',
    ]) {
      await expect.poll(() => page.getByText(step).count()).toBeGreaterThan(0);
    }
    // The site is crawled, chunked and indexed by the ingestion worker for real.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your agent is ready' }).count(), { timeout: 60_000 })
      .toBe(1);
    await expect
      .poll(() => page.getByText(/Learned from \d+ pages? of your website/).count())
      .toBeGreaterThan(0);
    await shoot('create-done');
    await page.getByRole('link', { name: /customize your agent/i }).click();
    await page.waitForURL('**/admin/projects/*/customize');
    agentPath = new URL(page.url()).pathname.replace(/\/customize$/, '');
  });

  it('finds the agent dressed in the site’s name and colour', async () => {
    // The magic-UI review read the fixture's title and theme-color (#0f766e).
    await expect.poll(() => page.getByLabel('Agent Name').inputValue()).toContain('Blue Harbor Coffee');
    expect(await page.getByLabel('Button Color').inputValue()).toBe('#0F766E');
  });

  it('changes colours and welcome message and sees the preview follow at once', async () => {
    const preview = page.getByRole('region', { name: 'Live preview' });
    await page.getByLabel('Welcome Message').fill('Welcome to Blue Harbor! Ask me about our roasts.');
    await expect
      .poll(() => preview.getByText('Welcome to Blue Harbor! Ask me about our roasts.').count())
      .toBe(1);
    await page.getByLabel('Button Text').fill('Ask us');
    await page.getByLabel('Button Color').fill('#B91C1C');
    const chatButton = preview.getByRole('button', { name: 'Ask us' });
    await expect
      .poll(() =>
        chatButton.evaluate(
          (el) =>
            (
              globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }
            ).getComputedStyle(el).backgroundColor,
        ),
      )
      .toBe('rgb(185, 28, 28)');
    await shoot('customize');
  });

  it('saves, lands on Deploy, and copies a working embed code', async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByText('Website configuration updated successfully!').count())
      .toBeGreaterThan(0);
    await page.waitForURL('**/deploy');
    const embed = (await page.getByLabel('Embed code').textContent()) ?? '';
    expect(embed).toMatch(
      new RegExp(`^<script src="${stack.baseUrl}/plugin.js" data-id="[A-Za-z0-9_-]{22}" defer></script>$`),
    );
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(embed);
    await shoot('deploy');

    // What was saved is what the widget will load, publicly, by the slug in the embed code.
    const slug = /data-id="([^"]+)"/.exec(embed)?.[1] ?? '';
    const publicView = (await (await fetch(`${stack.baseUrl}/api/v1/projects/project/${slug}`)).json()) as {
      bot_welcome_message: string;
      theme: { button: { button_text: string; button_color: string } };
    };
    expect(publicView.bot_welcome_message).toBe('Welcome to Blue Harbor! Ask me about our roasts.');
    expect(publicView.theme.button).toEqual({ button_text: 'Ask us', button_color: '#B91C1C' });
  });

  it('sees the agent on the dashboard and in the list, and deletes it', async () => {
    await page.goto('/admin/dashboard');
    await expect.poll(() => page.getByText('No recent activity yet').count()).toBe(1);
    await shoot('dashboard');

    await page.goto('/admin/projects');
    // Agents are named after their site's host (spec §3).
    await expect.poll(() => page.getByText(new URL(site.origin).hostname).count()).toBeGreaterThan(0);
    // FREE plan: one agent, so creating another is disabled with the spec's warning.
    expect(await page.getByRole('button', { name: 'Create Agent' }).isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByText('You have reached the maximum allowed projects for your plan.').count())
      .toBeGreaterThan(0);
    await shoot('agents');

    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Delete' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Delete Agent?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Agent deleted successfully!').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('No Agents Found').count()).toBe(1);

    const gone = await page.goto(`${agentPath}/customize`);
    expect(gone?.ok()).toBe(true);
    await page.waitForURL('**/admin/projects');
  });

  it('keeps notification choices and can change the password', async () => {
    await page.goto('/admin/user/profile');
    const toggle = page.getByRole('switch', { name: 'New lead' });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'New lead' }).isChecked()).toBe(false);
    await shoot('profile');

    await page.goto('/admin/user/password');
    await page.getByLabel('Current Password').fill(owner.password);
    await page.getByLabel('New Password').fill('copper-kettle-morning-9');
    await page.getByLabel('Confirm Password').fill('copper-kettle-morning-9');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByText(/Password changed/).count()).toBeGreaterThan(0);
    await shoot('password');
  });
});
