import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { createTrainedAgent, type TrainedAgent } from './agent-setup.js';
import { launchBrowser } from './browser.js';
import { chatFrame, replyArrives } from './chat-frame.js';
import { startCustomerPage, type CustomerPage } from './customer-page.js';
import { registerOwner, signIn, type Owner } from './owner.js';
import { sharedStack, type SharedStack } from './shared-stack.js';
import { shootBothSizes } from './screenshots.js';

// Issue 16, items 1 and 8. The owner's embed code on pages that are and are not among the agent's
// Allowed websites (the agent's own site on 127.0.0.1, a second site `stranger.test` on the same
// loopback server through Chromium's host resolver, and localhost), the Deploy tab where the owner
// lists them, and the widget's polish: long source titles, the live preview, the plan banner.

const screenshots = '/tmp/h1-shots/';
const LONG_TITLE =
  'The Complete Pine Ridge Outfitters Lifetime Warranty, Repair, Replacement and Returns Handbook ' +
  'for Tents, Backpacks, Sleeping Bags and Trekking Poles Bought Online or In Store';

/** What the functions run inside the page use (this project is compiled without the DOM types). */
type Box = { left: number; right: number };
type Measured = { getBoundingClientRect(): Box; querySelectorAll(selector: string): ArrayLike<Measured> };

/** The agent's knowledge: one page whose title is far longer than a chat bubble is wide. */
async function startWarrantySite(): Promise<{ host: string; origin: string; stop: () => Promise<void> }> {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${LONG_TITLE}</title></head>
<body><main><h1>${LONG_TITLE}</h1>
<p>Every tent we sell is covered by our warranty for five years from the date of purchase.</p>
<p>Backpacks and sleeping bags carry a lifetime warranty against defects in materials and workmanship.</p>
<p>To claim the warranty, bring the item and its receipt to any store or send it to our repair centre.</p>
</main></body></html>`;
  const server: Server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    host: `127.0.0.1:${port}`,
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

let warrantySite: Awaited<ReturnType<typeof startWarrantySite>>;
let customer: CustomerPage;
let stack: SharedStack;
let browser: Browser;
let owner: Owner;
let agent: TrainedAgent;
let admin: Page;
/** The customer page's port: the same page is reached as 127.0.0.1, stranger.test and localhost. */
let port = '';

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  warrantySite = await startWarrantySite();
  customer = await startCustomerPage();
  port = new URL(customer.origin).port;
  stack = await sharedStack('owner-journeys');
  owner = await registerOwner(stack);
  // The agent's own site is the customer page on 127.0.0.1: its Allowed websites start as that host and port.
  agent = await createTrainedAgent(stack, owner, warrantySite, customer.origin);
  customer.embed(stack.baseUrl, agent.slug);
  // `*.test` names reach the loopback servers: genuinely different sites to the browser.
  browser = await launchBrowser(['--host-resolver-rules=MAP *.test 127.0.0.1']);
  // No route fades: screenshots show settled pages.
  const context = await browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  admin = await context.newPage();
  await signIn(admin, owner, `/admin/projects/${agent.id}/deploy`);
});

afterAll(async () => {
  await browser.close();
  await customer.stop();
  await warrantySite.stop();
});

/** A visitor's page with the embed code, and every line the page wrote to the console. */
async function visit(url: string, viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    lines.push(message.text());
  });
  await page.goto(url);
  return { page, lines, ...chatFrame(() => page) };
}

/** Clicks the chat button and waits for the chat to be usable inside its frame. */
async function openChat(page: Page, chat: ReturnType<typeof chatFrame>['chat']) {
  const button = page.getByRole('button', { name: 'Chat' });
  await expect.poll(() => button.isVisible(), replyArrives).toBe(true);
  await button.click();
  await expect.poll(() => chat().getByLabel('Type your message').isVisible(), replyArrives).toBe(true);
}

const sitesageLines = (lines: string[]) => lines.filter((line) => line.startsWith('SiteSage chat:'));
const allowedList = () => admin.getByRole('list', { name: 'Allowed websites' });

const shoot = (name: string) => shootBothSizes(admin, screenshots, name);

describe("the embed code and the agent's Allowed websites", () => {
  it("shows the chat on the agent's own site", async () => {
    const visitor = await visit(customer.url);
    await openChat(visitor.page, visitor.chat);
    expect(sitesageLines(visitor.lines)).toEqual([]);
    await visitor.page.close();
  });

  it('draws nothing on another website, says once in the console how to fix it, and the chat page refuses that frame', async () => {
    const stranger = `http://stranger.test:${port}/`;
    const visitor = await visit(stranger);
    await expect.poll(() => sitesageLines(visitor.lines).length, replyArrives).toBeGreaterThan(0);
    // One line, naming the page and the fix, and nothing else in the console.
    expect(visitor.lines).toEqual([
      `SiteSage chat: stranger.test:${port} is not in this agent's Allowed websites, so no chat is shown. ` +
        `Fix: in SiteSage, Deploy > Allowed websites, add stranger.test:${port}.`,
    ]);
    expect(await visitor.page.locator('sitesage-widget').count()).toBe(0);
    expect(await visitor.page.locator('iframe').count()).toBe(0);

    // The rule is the server's, not the loader's: a frame made by hand is refused by the browser.
    await visitor.page.evaluate(
      ([origin, slug]) => {
        const doc = (globalThis as unknown as { document: { createElement(tag: string): { src: string } } })
          .document;
        const frame = doc.createElement('iframe');
        frame.src = `${origin}/bot/${slug}`;
        (doc as unknown as { body: { append(node: unknown): void } }).body.append(frame);
      },
      [stack.baseUrl, agent.slug],
    );
    await expect
      .poll(
        () => visitor.page.frames().some((frame) => frame.url().startsWith('chrome-error://')),
        replyArrives,
      )
      .toBe(true);
    expect(visitor.page.frames().some((frame) => frame.url().includes('/bot/'))).toBe(false);
    await visitor.page.close();
  });

  it('lists the websites next to the embed code, refuses a bad one, and shows the chat on a website the owner adds', async () => {
    await admin.goto(`/admin/projects/${agent.id}/deploy`);
    await expect.poll(() => allowedList().isVisible(), replyArrives).toBe(true);
    expect(await admin.getByLabel('Embed code').isVisible()).toBe(true);
    expect(await allowedList().getByText(`127.0.0.1:${port}`, { exact: true }).count()).toBe(1);

    await admin.getByLabel('Add a website').fill('*');
    await admin.getByRole('button', { name: 'Add website' }).click();
    await expect
      .poll(
        () => admin.getByRole('alert').filter({ hasText: 'is not a website address' }).count(),
        replyArrives,
      )
      .toBe(1);

    await admin.getByLabel('Add a website').fill(`http://Stranger.test:${port}/pricing`);
    await admin.getByRole('button', { name: 'Add website' }).click();
    await expect
      .poll(() => allowedList().getByText(`stranger.test:${port}`, { exact: true }).count(), replyArrives)
      .toBe(1);
    await shoot('deploy-allowed-websites');

    const visitor = await visit(`http://stranger.test:${port}/`);
    await openChat(visitor.page, visitor.chat);
    expect(sitesageLines(visitor.lines)).toEqual([]);
    await visitor.page.close();
  });

  it('shows nothing on localhost until the owner allows testing there', async () => {
    const before = await visit(`http://localhost:${port}/`);
    await expect
      .poll(() => sitesageLines(before.lines), replyArrives)
      .toEqual([
        `SiteSage chat: localhost:${port} is not in this agent's Allowed websites, so no chat is shown. ` +
          'Fix: in SiteSage, Deploy > Allowed websites, turn on "Allow testing on localhost".',
      ]);
    expect(await before.page.locator('sitesage-widget').count()).toBe(0);
    await before.page.close();

    const toggle = admin.getByRole('checkbox', { name: /Allow testing on localhost/ });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await expect
      .poll(() => admin.getByText('Testing on localhost is allowed.').count(), replyArrives)
      .toBe(1);

    const after = await visit(`http://localhost:${port}/`);
    await openChat(after.page, after.chat);
    expect(sitesageLines(after.lines)).toEqual([]);
    await after.page.close();
  });
});

describe('widget polish', () => {
  it('keeps a long source title inside its bubble on a desktop and on a phone', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const visitor = await visit(customer.url, viewport);
      await openChat(visitor.page, visitor.chat);
      await visitor.ask('How long is the warranty on a tent?');
      await expect.poll(() => visitor.lastReply().innerText(), replyArrives).toContain('five years');
      // The source links follow once the reply has been typed out.
      await expect.poll(() => visitor.lastReply().getByRole('link').count(), replyArrives).toBeGreaterThan(0);
      const source = visitor.lastReply().getByRole('link').first();
      expect(await source.getAttribute('title')).toBe(LONG_TITLE);
      await visitor.page.screenshot({ path: `${screenshots}source-title-${viewport.width}.png` });
      // How far the furthest source link reaches past the right edge of its bubble (px).
      const spill = await visitor.lastReply().evaluate((reply) => {
        const item = reply as unknown as Measured;
        const bubble = item.querySelectorAll(':scope > div')[0]?.getBoundingClientRect();
        const links = Array.from(item.querySelectorAll('ul[aria-label="Sources"] a'));
        if (links.length === 0) return Infinity;
        return Math.max(...links.map((link) => link.getBoundingClientRect().right - (bubble?.right ?? 0)));
      });
      expect(spill, `source title spills out of its bubble at ${viewport.width} px`).toBeLessThanOrEqual(0);
      const frameOverflow = await visitor
        .lastReply()
        .evaluate(
          () =>
            (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
              .documentElement.scrollWidth - (globalThis as unknown as { innerWidth: number }).innerWidth,
        );
      expect(frameOverflow, `the chat scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0);
      await visitor.page.close();
    }
  });

  it("previews the visitors' own chat on the Customise tab: text buttons and a live input", async () => {
    await admin.goto(`/admin/projects/${agent.id}/customize`);
    const preview = admin.getByRole('region', { name: 'Live preview' });
    await expect.poll(() => preview.getByLabel('Type your message').isVisible(), replyArrives).toBe(true);
    expect(await preview.getByRole('button', { name: 'Start Again' }).isVisible()).toBe(true);
    await preview.getByLabel('Type your message').fill('Do you ship abroad?');
    await preview.getByRole('button', { name: 'Send' }).click();
    const conversation = preview.getByRole('list', { name: 'Conversation' });
    await expect
      .poll(() => conversation.getByText(/This is a preview, so I don’t answer here/).count(), replyArrives)
      .toBe(1);
    expect(await conversation.getByText('Do you ship abroad?', { exact: true }).count()).toBe(1);
    await shoot('customize-live-preview');
  });

  it('says at the plan limit that the plan includes one agent, linking to the plan page', async () => {
    await admin.goto('/admin/projects');
    const warning = admin.locator('#plan-limit-warning');
    await expect.poll(() => warning.isVisible(), replyArrives).toBe(true);
    expect(await warning.innerText()).toContain('Your plan includes 1 agent');
    await shoot('agents-plan-limit');
    await warning.getByRole('link', { name: 'upgrade your plan' }).click();
    await admin.waitForURL('**/admin/user/plan');
  });
});
