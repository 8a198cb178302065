import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startLocalStack, type LocalStack } from '../src/index.js';
import { launchBrowser } from './browser.js';

// The public website as a first-time visitor meets it: the home page's moving parts, pricing, FAQ,
// legal fragments, the contact form (whose message the support team can then read), and every page
// at desktop and phone widths without sideways scrolling.

const screenshots = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const supportInbox = fileURLToPath(
  new URL('../../services/auth/dist/cli/contact-messages.js', import.meta.url),
);
const run = promisify(execFile);

const publicPages = [
  '/',
  '/about',
  '/features',
  '/pricing',
  '/faqs',
  '/legal',
  '/contact-us',
  '/troubleshoot',
];

/** Generous for a page that animates on timers of up to 2 s. */
const settles = { timeout: 15_000, interval: 100 };

let stack: LocalStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startLocalStack({ SUPPORT_EMAIL: 'help@sitesage.test', SUPPORT_WHATSAPP: '+919812345678' });
  browser = await launchBrowser();
  page = await browser.newPage({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await browser.close();
  await stack.stop();
});

const scrollTop = (target: Page) => target.evaluate<number>('Math.round(window.scrollY)');

describe('home', () => {
  it('types the taglines one after another, then moves to the next', async () => {
    await page.goto('/');
    const typewriter = page.getByTestId('typewriter');
    await expect.poll(() => typewriter.textContent(), settles).toBe('Smart AI Chatbot');
    // Typed, held for 2 s, deleted, and the second title typed in turn.
    await expect.poll(() => typewriter.textContent(), settles).toMatch(/^24\/7/);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it('holds still for visitors who asked for less motion', async () => {
    const calm = await browser.newPage({ baseURL: stack.baseUrl, reducedMotion: 'reduce' });
    await calm.goto('/');
    const typewriter = calm.getByTestId('typewriter');
    await expect.poll(() => typewriter.textContent(), settles).toBe('Smart AI Chatbot');
    await calm.waitForTimeout(3_000);
    expect(await typewriter.textContent()).toBe('Smart AI Chatbot');
    await calm.close();
  });

  it('sends both calls to action to registration', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Create My AI Bot' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname, settles).toBe('/register');
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started Free' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname, settles).toBe('/register');
  });
});

describe('pricing', () => {
  it('switches every price between monthly and yearly', async () => {
    await page.goto('/pricing');
    await expect.poll(() => page.getByText('₹4,999').count(), settles).toBeGreaterThan(0);
    await page.getByText('Yearly', { exact: false }).first().click();
    await expect.poll(() => page.getByText('₹49,999').count(), settles).toBeGreaterThan(0);
    expect(await page.getByText('₹99,999').count()).toBeGreaterThan(0);
    expect(await page.getByText('₹4,999', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Save 2 months').count()).toBeGreaterThan(0);
  });
});

describe('FAQ', () => {
  it('keeps one answer open at a time, the first to begin with', async () => {
    await page.goto('/faqs');
    const questions = page.locator('main button[aria-expanded]');
    await expect.poll(() => questions.count(), settles).toBe(15);
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('true');
    await questions.nth(3).click();
    await expect.poll(() => questions.nth(3).getAttribute('aria-expanded'), settles).toBe('true');
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('main button[aria-expanded="true"]').count()).toBe(1);
  });
});

describe('legal', () => {
  it('scrolls to the fragment in the address on load', async () => {
    await page.goto('/legal#refund-policy');
    const section = page.locator('#refund-policy');
    await expect.poll(async () => (await section.boundingBox())?.y ?? -1, settles).toBeLessThan(200);
    expect(await scrollTop(page)).toBeGreaterThan(400);
    expect(await section.textContent()).toContain('5-7 business days');
  });

  it('sets the fragment and scrolls there from the side menu', async () => {
    await page.goto('/legal');
    await page.locator('a[href$="#data-security"]').first().click();
    await expect.poll(() => new URL(page.url()).hash, settles).toBe('#data-security');
    await expect
      .poll(async () => (await page.locator('#data-security').boundingBox())?.y ?? -1, settles)
      .toBeLessThan(200);
  });
});

describe('contact', () => {
  it('shows the support channels from the configuration', async () => {
    await page.goto('/contact-us');
    await expect
      .poll(() => page.locator('a[href="mailto:help@sitesage.test"]').count(), settles)
      .toBeGreaterThan(0);
    expect(await page.locator('a[href="https://wa.me/919812345678"]').count()).toBeGreaterThan(0);
  });

  it('refuses an empty form, then thanks the sender and hands the message to the support team', async () => {
    await page.goto('/contact-us');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/support/messages')) requests.push(request.method());
    });
    const send = page.getByRole('button', { name: /send/i });
    await send.click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count(), settles).toBeGreaterThan(0);
    expect(requests).toEqual([]);

    const words = `Can the agent answer in Marathi? (e2e ${Date.now()})`;
    await page.locator('main input[name="name"]').fill('Meera Kulkarni');
    await page.locator('main input[name="email"]').fill('meera@example.test');
    await page.locator('main textarea[name="message"]').fill(words);
    await send.click();
    await expect.poll(() => page.getByText(/thank you/i).count(), settles).toBeGreaterThan(0);
    expect(requests).toEqual(['POST']);

    const { stdout } = await run(process.execPath, [supportInbox, '--limit', '5'], {
      env: { ...process.env, DATABASE_URL: stack.databaseUrl },
    });
    expect(stdout).toContain('Meera Kulkarni <meera@example.test>');
    expect(stdout).toContain(words);
  });
});

describe('every public page', () => {
  it('sends an unknown address home', async () => {
    await page.goto('/no-such-page/here');
    await expect.poll(() => new URL(page.url()).pathname, settles).toBe('/');
  });

  it('has its own title and link preview, even for crawlers that run no JavaScript', async () => {
    const html = await (await fetch(`${stack.baseUrl}/pricing`)).text();
    expect(html).toContain('<title>Pricing — SiteSage</title>');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:8080/pricing"`);
    await page.goto('/faqs');
    await expect.poll(() => page.title(), settles).toBe('Frequently asked questions — SiteSage');
  });

  it('fits desktop and phone screens without sideways scrolling (screenshots kept)', async () => {
    mkdirSync(screenshots, { recursive: true });
    const phone = await browser.newPage({ baseURL: stack.baseUrl, viewport: { width: 320, height: 640 } });
    for (const [device, target] of [
      ['desktop', page],
      ['phone', phone],
    ] as const) {
      for (const path of publicPages) {
        await target.goto(path);
        await target.waitForLoadState('networkidle');
        await expect.poll(() => target.locator('main h1').count(), settles).toBe(1);
        const name = path === '/' ? 'home' : path.slice(1);
        await target.screenshot({ path: `${screenshots}site-${name}-${device}.png`, fullPage: true });
        const overflow = await target.evaluate<number>(
          'document.documentElement.scrollWidth - window.innerWidth',
        );
        expect(overflow, `${path} overflows sideways on ${device}`).toBeLessThanOrEqual(0);
      }
    }
    await phone.close();
  });
});
