import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startFixtureSite, type FixtureSite } from '@sitesage/testing';
import { createTrainedAgent, type TrainedAgent } from './agent-setup.js';
import { launchBrowser } from './browser.js';
import { chatFrame, replyArrives } from './chat-frame.js';
import { startCustomerPage, type CustomerPage } from './customer-page.js';
import { registerOwner, signIn, type Owner } from './owner.js';
import { sharedStack, type SharedStack } from './shared-stack.js';

// A visitor of the owner's own website opens the chat the embed code adds and asks about the shop.
// No model is configured: the built-in extractive answerer replies from the crawled pages.

const screenshots = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** What the functions run inside the page use (this project is compiled without the DOM types). */
type BrowserGlobals = {
  localStorage: { getItem(key: string): string | null };
  getComputedStyle(element: unknown): { backgroundColor: string };
};

let site: FixtureSite;
let stack: SharedStack;
let customer: CustomerPage;
let browser: Browser;
let page: Page;
let owner: Owner;
let agent: TrainedAgent;

beforeAll(async () => {
  site = await startFixtureSite({ pages: 20 });
  // The owner's own site (where the embed code goes) is a second origin; the shop's pages come from
  // the fixture site. Both are on loopback, which the shared stack allows.
  customer = await startCustomerPage();
  stack = await sharedStack('owner-journeys');
  owner = await registerOwner(stack);
  agent = await createTrainedAgent(stack, owner, site, customer.origin);
  customer.embed(stack.baseUrl, agent.slug);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await browser.close();
  await customer.stop();
  await site.close();
});

const { chat, bubbles, lastReply, ask } = chatFrame(() => page);

describe('the embedded chat on a customer site', () => {
  it('shows the floating button in the theme colours, without the host page breaking it', async () => {
    await page.goto(customer.url);
    const button = page.getByRole('button', { name: 'Chat' });
    await expect.poll(() => button.isVisible(), replyArrives).toBe(true);
    // The default theme's button colour #383A9E, though the host page hides every button.
    expect(
      await button.evaluate(
        (element) => (globalThis as unknown as BrowserGlobals).getComputedStyle(element).backgroundColor,
      ),
    ).toBe('rgb(56, 58, 158)');
    // Nothing loads the chat before the visitor asks for it.
    expect(await page.locator('iframe').count()).toBe(0);
  });

  it('opens the agent and answers a question from the right page, linking it', async () => {
    await page.getByRole('button', { name: 'Chat' }).click();
    await expect.poll(() => chat().getByLabel('Type your message').isVisible(), replyArrives).toBe(true);
    await ask("What's your return policy?");
    await expect.poll(() => lastReply().innerText(), replyArrives).toContain('returned within 60 days');
    const source = lastReply().getByRole('link').first();
    expect(await source.getAttribute('href')).toBe(`${site.origin}/help/returns`);
  });

  it('understands a follow-up that leans on the previous question', async () => {
    await ask('and how do I start one?');
    await expect.poll(() => lastReply().innerText(), replyArrives).toContain('order confirmation email');
  });

  it('Start Again clears the conversation and the stored session', async () => {
    const storedKey = `session_live_${agent.slug}`;
    const frame = page.frames().find((candidate) => candidate.url().includes('/bot/'));
    expect(
      await frame?.evaluate(
        (key) => (globalThis as unknown as BrowserGlobals).localStorage.getItem(key) !== null,
        storedKey,
      ),
    ).toBe(true);
    await chat().getByRole('button', { name: 'Start Again' }).click();
    await expect.poll(() => bubbles().allInnerTexts(), replyArrives).not.toContain('and how do I start one?');
    const reloaded = page.frames().find((candidate) => candidate.url().includes('/bot/'));
    expect(
      await reloaded?.evaluate(
        (key) => (globalThis as unknown as BrowserGlobals).localStorage.getItem(key),
        storedKey,
      ),
    ).toBeNull();
  });

  it("refuses to appear inside another site's page (F8)", async () => {
    const stranger = await startCustomerPage();
    stranger.embed(stack.baseUrl, agent.slug);
    const other = await browser.newPage();
    const lines: string[] = [];
    other.on('console', (message) => {
      lines.push(message.text());
    });
    await other.goto(stranger.url);
    // The loader knows the page is not among the agent's Allowed websites: no button, one line why.
    await expect
      .poll(() => lines.filter((line) => line.startsWith('SiteSage chat:')).length, replyArrives)
      .toBe(1);
    expect(await other.locator('sitesage-widget').count()).toBe(0);
    // A frame made by hand: the browser refuses to render the chat in it (frame-ancestors) and shows its error page.
    await other.evaluate(
      ([origin, slug]) => {
        const doc = (
          globalThis as unknown as {
            document: { createElement(tag: string): { src: string }; body: { append(node: unknown): void } };
          }
        ).document;
        const frame = doc.createElement('iframe');
        frame.src = `${origin}/bot/${slug}`;
        doc.body.append(frame);
      },
      [stack.baseUrl, agent.slug],
    );
    await expect
      .poll(() => other.frames().some((frame) => frame.url().startsWith('chrome-error://')), replyArrives)
      .toBe(true);
    expect(other.frames().some((frame) => frame.url().includes('/bot/'))).toBe(false);
    await other.close();
    await stranger.stop();
  });

  it('fits a phone: the chat page and the demo page never scroll sideways', async () => {
    const phone = await browser.newPage({ baseURL: stack.baseUrl, viewport: { width: 320, height: 640 } });
    mkdirSync(screenshots, { recursive: true });
    // Opened directly on SiteSage's own host, as the owner's preview does (the frame-only rule allows it).
    const shown = {
      chat: () => phone.getByLabel('Type your message'),
      demo: () => phone.getByRole('heading', { name: 'Pine Ridge Outfitters' }),
    };
    for (const [name, path] of [
      ['chat', `/bot/${agent.slug}`],
      ['demo', `/demo/${agent.slug}`],
    ] as const) {
      await phone.goto(path);
      await expect.poll(() => shown[name]().isVisible(), replyArrives).toBe(true);
      await phone.screenshot({ path: `${screenshots}visitor-${name}-phone.png`, fullPage: true });
      const overflow = await phone.evaluate<number>(
        'document.documentElement.scrollWidth - window.innerWidth',
      );
      expect(overflow, `${path} overflows sideways at 320 px`).toBeLessThanOrEqual(0);
    }
    await phone.close();
  });

  it("shows the visitor's conversation to the owner in /admin", async () => {
    const admin = await browser.newPage({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 } });
    const conversations = `/admin/projects/${agent.id}/conversations`;
    await signIn(admin, owner, conversations);
    const table = admin.getByRole('table');
    await expect.poll(() => table.getByRole('row').count(), replyArrives).toBeGreaterThan(1);
    await table.getByRole('row').nth(1).getByRole('link').first().click();
    await expect
      .poll(() => admin.getByText("What's your return policy?").count(), replyArrives)
      .toBeGreaterThan(0);
    await expect.poll(() => admin.getByText('and how do I start one?').count()).toBeGreaterThan(0);
    await admin.close();
  });

  it('answers on the demo page from a frame that cannot reach the signed-in page around it', async () => {
    const demo = await browser.newPage({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 800 } });
    // The owner is signed in on this origin: the token sits in the demo page's own storage.
    await signIn(demo, owner);
    await demo.goto(`/demo/${agent.slug}`);
    const onDemo = chatFrame(() => demo);
    await expect
      .poll(() => onDemo.chat().getByLabel('Type your message').isVisible(), replyArrives)
      .toBe(true);
    await onDemo.ask("What's your return policy?");
    await expect
      .poll(() => onDemo.lastReply().innerText(), replyArrives)
      .toContain('returned within 60 days');

    const frame = demo.frames().find((candidate) => candidate.url().includes('/bot/'));
    // Run inside the chat frame: the page around it, its storage and its own sandbox are out of reach.
    const reach = await frame?.evaluate(() => {
      const page = globalThis as unknown as {
        parent: { document: { querySelector(selector: string): { removeAttribute(name: string): void } } };
        localStorage: { length: number };
      };
      const attempt = (action: () => unknown) => {
        try {
          action();
          return 'reached';
        } catch (error) {
          return (error as Error).name;
        }
      };
      return {
        page: attempt(() => page.parent.document.querySelector('body')),
        sandbox: attempt(() => {
          page.parent.document.querySelector('iframe').removeAttribute('sandbox');
        }),
        storage: attempt(() => page.localStorage.length),
      };
    });
    expect(reach).toEqual({ page: 'SecurityError', sandbox: 'SecurityError', storage: 'SecurityError' });
    // The chat's minimise button still closes it.
    await onDemo.chat().getByRole('button', { name: 'Minimise chat' }).click();
    await expect.poll(() => demo.locator('iframe').first().isVisible(), replyArrives).toBe(false);
    await demo.close();
  });
});
