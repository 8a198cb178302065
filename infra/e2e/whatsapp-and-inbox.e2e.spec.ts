import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  freePort,
  startFakeMetaGraph,
  startFakeRazorpay,
  startFixtureSite,
  type FakeMetaGraph,
  type FakeRazorpay,
  type FixtureSite,
} from '@sitesage/testing';
import { startLocalStack, type LocalStack } from '../src/index.js';
import { createTrainedAgent, type TrainedAgent } from './agent-setup.js';
import { launchBrowser } from './browser.js';
import { chatFrame, replyArrives } from './chat-frame.js';
import { startCustomerPage, type CustomerPage } from './customer-page.js';
import { ownerApi, registerOwner, signIn, signInToApi, type Owner, type OwnerApi } from './owner.js';
import { shootBothSizes } from './screenshots.js';

// WhatsApp and the owner's inbox, on one product stack and one browser: two owners, each with
// their own agent, browser context and WhatsApp business (the local fake Meta Graph API, chosen by
// base URL, serves two), so neither part depends on the other having run.
//
// An owner's agent on WhatsApp: on Free every integration is locked with the way to the Pro plan;
// after paying for Pro through Razorpay (the local fake) the owner connects through Meta's dialog,
// picks a number on the callback page, a signed message from a WhatsApp user gets the agent's
// answer through the Graph API, and Remove Connection ends it. The callback page without a code,
// and a card SiteSage does not offer yet.
//
// One inbox with human takeover: a Pro owner answers in person, from Conversations, a visitor of
// their website (whose open chat shows the reply without a reload) and a WhatsApp user (through the
// Cloud API); the agent stays quiet while the owner holds a conversation and answers again once
// handed back. A visitor asking for a person is listed first, with the count in the admin shell.

let site: FixtureSite;
let customer: CustomerPage;
let meta: FakeMetaGraph;
let razorpay: FakeRazorpay;
let stack: LocalStack;
let browser: Browser;
/** Where Meta's dialog sends an owner back (the code exchange must name the same address). */
let oauthRedirect = '';
/** What beforeAll started, stopped in reverse order: a failed start leaves nothing running. */
const started: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  site = await startFixtureSite({ pages: 20 });
  started.push(() => site.close());
  customer = await startCustomerPage();
  started.push(() => customer.stop());
  meta = await startFakeMetaGraph();
  started.push(() => meta.stop());
  razorpay = await startFakeRazorpay();
  started.push(() => razorpay.stop());
  // Meta sends the owner back to a fixed address, so the stack's port is chosen here.
  const port = await freePort();
  oauthRedirect = `http://127.0.0.1:${String(port)}/admin/integrations/whatsapp/callback`;
  stack = await startLocalStack({
    PORT: String(port),
    CRAWL_ALLOW_HOSTS: `${site.host},${customer.host}`,
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API_URL: razorpay.baseUrl,
    RAZORPAY_CHECKOUT_URL: razorpay.checkoutScriptUrl,
    META_APP_ID: meta.appId,
    META_APP_SECRET: meta.appSecret,
    META_GRAPH_API_URL: meta.baseUrl,
    META_GRAPH_API_VERSION: meta.version,
    META_OAUTH_DIALOG_URL: meta.baseUrl,
    META_OAUTH_REDIRECT_URL: oauthRedirect,
    WHATSAPP_WEBHOOK_VERIFY_TOKEN: randomBytes(16).toString('hex'),
    WHATSAPP_TOKEN_KEY: randomBytes(32).toString('base64'),
  });
  started.push(() => stack.stop());
  razorpay.setWebhookUrl(`${stack.baseUrl}/api/v1/payment/webhooks/razorpay`);
  browser = await launchBrowser();
  started.push(() => browser.close());
}, 180_000);

afterAll(async () => {
  for (const stop of started.reverse()) await stop();
});

/**
 * Pro through Razorpay as the plan page does it: a subscription, the fake Checkout's payment, the
 * verification; then the owner's account, which billing moves once Razorpay's webhook says the
 * subscription is active.
 */
async function becomePro(api: OwnerApi): Promise<void> {
  const created = await api('POST', 'payment/subscriptions/subscription?plan_type=PRO&billing_cycle=MONTHLY');
  expect(created.status).toBe(200);
  const paid = await razorpay.pay(String(created.json.subscription_id));
  const verified = await api('POST', 'payment/subscriptions/verify-payment', paid);
  expect(verified.status).toBe(200);
  expect((verified.json.account as { plan: string }).plan).toBe('PRO');
  const deadline = Date.now() + 30_000;
  while ((await api('GET', 'auth/current-user')).json.plan !== 'PRO') {
    if (Date.now() > deadline) throw new Error('the owner never became Pro');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('WhatsApp for an agent', () => {
  const screenshots = '/tmp/h19-whatsapp-shots/';
  const whatsappUser = '919800012345';
  let context: BrowserContext;
  let page: Page;
  let owner: Owner;
  let api: OwnerApi;
  let agentId = '';
  let agentSlug = '';

  /** Waits for something the stack does on its own queues (a reply through the Graph API). */
  async function eventually<T>(read: () => T | undefined, what: string, timeoutMs = 60_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = read();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`${what}: still waiting after ${String(timeoutMs)} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    context = await browser.newContext({
      baseURL: stack.baseUrl,
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    owner = await registerOwner(stack);
    api = ownerApi(stack, await signInToApi(stack, owner));
    const created = await api('POST', 'projects', { name: 'Pine Ridge Helper' });
    expect(created.status).toBe(201);
    agentId = String(created.json.id);
    agentSlug = String(created.json.project_id);
    await signIn(page, owner, '/admin/integrations');
  });

  afterAll(async () => {
    await context.close();
  });

  const shoot = (name: string) => shootBothSizes(page, screenshots, name);

  /** For a page that must not load twice (the callback takes Meta's code once): the same tab, narrowed. */
  async function shootInPlace(name: string) {
    await page.screenshot({ path: `${screenshots}${name}-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${screenshots}${name}-390.png`, fullPage: true });
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow, `${name} overflows sideways on a phone`).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  const card = (name: string) => page.getByRole('region', { name, exact: true });

  it('is locked on the Free plan, with the way to the Pro plan, and the server refuses Connect too', async () => {
    await page.waitForURL(`**/admin/integrations/${agentId}`);
    await card('WhatsApp').getByText('Available on Pro plan onwards').waitFor();
    expect(await page.getByLabel('Agent').inputValue()).toBe(agentId);
    for (const name of ['WhatsApp', 'Slack', 'Salesforce', 'HubSpot', 'Google Sheets']) {
      expect(await card(name).getByRole('img', { name: 'Locked' }).count()).toBe(1);
      expect(await card(name).getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe(
        '/admin/user/plan',
      );
      expect(await card(name).getByRole('button', { name: 'Connect' }).count()).toBe(0);
    }
    await shoot('integrations-free');
    expect((await api('POST', 'integrations/whatsapp/connect', { project_id: agentId })).status).toBe(402);
  });

  it('on Pro connects through Meta’s dialog, and the owner picks the number on the callback page', async () => {
    await becomePro(api);
    await page.reload();
    await card('WhatsApp').getByRole('button', { name: 'Connect' }).click();
    await page.waitForURL(`${meta.baseUrl}/**`);
    await page.getByRole('link', { name: 'Continue' }).click();

    await page.waitForURL('**/admin/integrations/whatsapp/callback?**');
    const support = page.getByRole('radio', { name: /\+91 98765 43210\s*Acme Support/ });
    await support.waitFor();
    expect(await page.getByRole('radio', { name: /\+1 555-010-0199\s*Acme Sales/ }).count()).toBe(1);
    const confirm = page.getByRole('button', { name: 'Confirm Selection' });
    expect(await confirm.isDisabled()).toBe(true);
    await support.check();
    expect(await confirm.isDisabled()).toBe(false);
    await shootInPlace('callback');
    await confirm.click();

    await page.waitForURL(`**/admin/integrations/${agentId}`);
    await card('WhatsApp').getByText('Connected', { exact: true }).waitFor();
    expect(meta.subscribedAccounts.has(meta.businessAccountId)).toBe(true);
    await shoot('integrations-connected');
    await card('WhatsApp').getByRole('link', { name: 'View' }).click();
    await page.waitForURL(`**/admin/integrations/${agentId}/whatsapp/*`);
    await page.getByText('Acme Support', { exact: true }).waitFor();
    expect(await page.getByText('+91 98765 43210', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Connected', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Already Connected' }).isDisabled()).toBe(true);
    await shoot('whatsapp-connected');
  });

  it('answers a signed WhatsApp message through the Graph API', async () => {
    const number = meta.phoneNumbers[0]?.id ?? '';
    const delivery = meta.inboundText({
      phoneNumberId: number,
      from: whatsappUser,
      name: 'Asha',
      text: 'Hello, are you open on Sunday?',
    });
    expect(await meta.deliver(`${stack.baseUrl}/api/v1/integrations/whatsapp/webhook`, delivery)).toBe(200);
    const reply = await eventually(
      () => meta.sent.find((message) => message.to === whatsappUser),
      'the agent’s reply at the Graph API',
    );
    expect(reply.phoneNumberId).toBe(number);
    expect(meta.issuedTokens).toContain(reply.token);
    // The same agent, asked the same on the website, answers the same: one retrieval and answering.
    const widget = await fetch(`${stack.baseUrl}/api/v1/bot/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ project_id: agentSlug, prompt: 'Hello, are you open on Sunday?' }),
    });
    const { response } = (await widget.json()) as { response: string };
    expect(response.trim().length).toBeGreaterThan(0);
    expect(reply.body.startsWith(response.trim())).toBe(true);
  });

  it('Remove Connection asks first, says it cannot be undone, and leaves the agent Not Connected', async () => {
    await page.getByRole('button', { name: 'Remove Connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Connection?' });
    await dialog.getByText(/cannot be undone/).waitFor();
    await shoot('remove-dialog');
    await dialog.getByRole('button', { name: 'Remove Connection' }).click();

    await page.waitForURL(`**/admin/integrations/${agentId}/whatsapp/connect`);
    await page.getByText('Not Connected', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Connect', exact: true }).isDisabled()).toBe(false);
    expect(await page.getByRole('button', { name: 'Remove Connection' }).count()).toBe(0);
    expect(meta.subscribedAccounts.has(meta.businessAccountId)).toBe(false);
    await shoot('whatsapp-not-connected');
  });

  it('the callback page opened without a code says the authorization code was not found', async () => {
    await page.goto('/admin/integrations/whatsapp/callback');
    await page.getByRole('alert').getByText('Authorization code not found.').waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
  });

  it('a card SiteSage does not offer yet says it is coming soon', async () => {
    await page.goto(`/admin/integrations/${agentId}`);
    await card('Google Sheets').getByRole('button', { name: 'Connect' }).click();
    await page.getByText('Google Sheets integration coming soon!').waitFor();
    expect(await card('WhatsApp').getByRole('button', { name: 'Connect' }).isDisabled()).toBe(false);
  });
});

describe('one inbox with human takeover', () => {
  const screenshots = '/tmp/h19-inbox-shots/';
  const returnsAnswer = 'returned within 60 days';
  let ownerContext: BrowserContext;
  let visitorContext: BrowserContext;
  let inbox: Page;
  let visitor: Page;
  let owner: Owner;
  let agent: TrainedAgent;
  let phoneNumberId = '';
  let customerUrl = '';

  /** The API as this owner calls it; an answer other than 2xx fails the test. */
  async function api(method: string, path: string, body?: unknown) {
    const { status, json } = await ownerApi(stack, agent.token)(method, path, body);
    if (status < 200 || status >= 300)
      throw new Error(`${method} ${path} answered ${String(status)}: ${JSON.stringify(json)}`);
    return json;
  }

  /** The agent connected to the fake's second business's number through the gateway's API. */
  async function connectWhatsApp() {
    const { dialog_url } = (await api('POST', 'integrations/whatsapp/connect', { project_id: agent.id })) as {
      dialog_url: string;
    };
    const state = new URL(dialog_url).searchParams.get('state') ?? '';
    // The second business: the first is the WhatsApp part's, connected there through the dialog.
    const code = meta.authorize(oauthRedirect, meta.secondBusiness);
    const pending = (await api('POST', 'integrations/whatsapp/callback', {
      project_id: agent.id,
      code,
      state,
    })) as {
      id: string;
      credentials: { phone_numbers: { id: string }[] };
    };
    phoneNumberId = pending.credentials.phone_numbers[0]?.id ?? '';
    await api('PUT', `integrations/${pending.id}/update-whatsapp-phone`, { id: phoneNumberId });
  }

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    owner = await registerOwner(stack);
    agent = await createTrainedAgent(stack, owner, site, customer.origin);
    customer.embed(stack.baseUrl, agent.slug);
    customerUrl = customer.url;
    await becomePro(ownerApi(stack, agent.token));
    await connectWhatsApp();

    ownerContext = await browser.newContext({
      baseURL: stack.baseUrl,
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    inbox = await ownerContext.newPage();
    await signIn(inbox, owner, `/admin/projects/${agent.id}/conversations`);
    // The visitor is someone else entirely: their own browser context on the customer's site.
    visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    visitor = await visitorContext.newPage();
  }, 300_000);

  afterAll(async () => {
    await visitorContext.close();
    await ownerContext.close();
  });

  const { chat, bubbles, lastReply, ask } = chatFrame(() => visitor);
  const viewer = () => inbox.getByRole('complementary', { name: /^Conversation with / });
  const viewerMessages = () => viewer().getByRole('region', { name: 'Messages' });

  /** Opens a conversation from the freshly loaded list, by its first question. */
  async function openConversation(firstQuestion: string) {
    await inbox.goto(`/admin/projects/${agent.id}/conversations`);
    await inbox.getByRole('link', { name: firstQuestion }).first().click();
    await viewer().waitFor();
  }

  const shoot = (name: string) => shootBothSizes(inbox, screenshots, name);

  /** The visitor sends a message while a person holds the conversation: no agent reply follows. */
  async function sendWhileHeld(text: string) {
    const before = await bubbles().count();
    await chat().getByLabel('Type your message').fill(text);
    await chat().getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => chat().getByLabel('Type your message').isEnabled(), replyArrives).toBe(true);
    await expect.poll(() => bubbles().count(), replyArrives).toBe(before + 1);
  }

  describe('taking over a website chat', () => {
    it('pauses the agent, and the visitor reads the owner’s reply in the open chat without reloading', async () => {
      await visitor.goto(customerUrl);
      await visitor.getByRole('button', { name: 'Chat' }).click();
      await ask("What's your return policy?");
      await expect.poll(() => lastReply().innerText(), replyArrives).toContain(returnsAnswer);

      await openConversation("What's your return policy?");
      await viewer().getByRole('button', { name: 'Take over' }).click();
      await viewer().getByText('Taken over by Ravi Menon: the agent is paused').waitFor();
      await viewer()
        .getByRole('textbox', { name: 'Reply' })
        .fill('Hi, Ravi from Pine Ridge here. How can I help?');
      await viewer().getByRole('button', { name: 'Send' }).click();

      // The visitor's chat, untouched since, shows it: the long poll brought it.
      await expect
        .poll(() => lastReply().innerText(), replyArrives)
        .toContain('Hi, Ravi from Pine Ridge here. How can I help?');
      expect(await lastReply().innerText()).toContain('Ravi Menon');

      await sendWhileHeld('Can I return boots I wore once?');
      await viewerMessages().getByText('Can I return boots I wore once?').waitFor({ timeout: 30_000 });
      await shoot('takeover-widget');
    });

    it('hands back, and the agent answers the next question again', async () => {
      await viewer().getByRole('button', { name: 'Hand back' }).click();
      await viewer().getByRole('button', { name: 'Take over' }).waitFor();
      await ask("What's your return policy?");
      await expect.poll(() => lastReply().innerText(), replyArrives).toContain(returnsAnswer);
      // Each message in the inbox says who wrote it.
      await inbox.reload();
      await viewerMessages().getByText('Hi, Ravi from Pine Ridge here. How can I help?').waitFor();
      const authors = await viewerMessages()
        .locator('li > div:first-child > span:first-child')
        .allInnerTexts();
      expect(authors).toEqual(['Visitor', 'Agent', 'Ravi Menon', 'Visitor', 'Visitor', 'Agent']);
    });
  });

  describe('taking over a WhatsApp conversation', () => {
    const from = `9199${String(Date.now()).slice(-8)}`;
    const webhook = () => `${stack.baseUrl}/api/v1/integrations/whatsapp/webhook`;
    const sentToUser = () =>
      meta.sent.filter((message) => message.to === from).map((message) => message.body);
    const userWrites = async (text: string) => {
      expect(
        await meta.deliver(webhook(), meta.inboundText({ phoneNumberId, from, name: 'Asha', text })),
      ).toBe(200);
    };

    it('sends the owner’s reply through the Cloud API while the agent stays quiet', async () => {
      await userWrites('Do you sell tents?');
      await expect.poll(() => sentToUser().length, replyArrives).toBe(1);

      await openConversation('Do you sell tents?');
      await viewer().getByRole('button', { name: 'Take over' }).click();
      await viewer().getByText('Taken over by Ravi Menon: the agent is paused').waitFor();
      await userWrites('Hello? Is someone there?');
      await viewerMessages().getByText('Hello? Is someone there?').waitFor({ timeout: 30_000 });

      await viewer()
        .getByRole('textbox', { name: 'Reply' })
        .fill('Yes Asha, Ravi here: we have 3 tents in stock.');
      await viewer().getByRole('button', { name: 'Send' }).click();
      await expect
        .poll(() => sentToUser().at(-1), replyArrives)
        .toBe('Yes Asha, Ravi here: we have 3 tents in stock.');
      // The agent never answered the message that came while the owner held the conversation.
      expect(sentToUser()).toHaveLength(2);
      await viewerMessages().getByText('Yes Asha, Ravi here: we have 3 tents in stock.').waitFor();
      await shoot('takeover-whatsapp');
    });

    it('hands back, and the agent answers the next WhatsApp message', async () => {
      await viewer().getByRole('button', { name: 'Hand back' }).click();
      await viewer().getByRole('button', { name: 'Take over' }).waitFor();
      await userWrites("What's your return policy?");
      await expect.poll(() => sentToUser().length, replyArrives).toBe(3);
      expect(sentToUser().at(-1)).toContain(returnsAnswer);
    });
  });

  describe('a visitor asking for a person', () => {
    it('is listed first, with the count in the admin shell', async () => {
      await chat().getByRole('button', { name: 'Start Again' }).click();
      await expect
        .poll(async () => (await bubbles().allInnerTexts()).join('\n'), replyArrives)
        .not.toContain('Can I return boots I wore once?');
      await ask('Can I talk to a human please?');

      await inbox.goto(`/admin/projects/${agent.id}/conversations`);
      const table = inbox.getByRole('table', { name: 'Conversations' });
      await table.getByRole('link', { name: 'Can I talk to a human please?' }).waitFor();
      const firstQuestions = await table.getByRole('link').allInnerTexts();
      expect(firstQuestions[0]).toBe('Can I talk to a human please?');
      expect(await table.getByText('Asked for a person').count()).toBe(1);
      await inbox
        .getByRole('navigation', { name: 'Admin' })
        .getByLabel('1 conversation waiting for a person')
        .waitFor();
      await shoot('person-waiting');

      // An owner who turned "Contact request" notifications off is not called to it; the list still is.
      await api('PUT', 'auth/current-user', { notifications: { contact_request: false } });
      await inbox.reload();
      await table.getByRole('link', { name: 'Can I talk to a human please?' }).waitFor();
      expect((await table.getByRole('link').allInnerTexts())[0]).toBe('Can I talk to a human please?');
      // The account is read afresh on load; once everything has answered, no count is shown.
      await inbox.waitForLoadState('networkidle');
      expect(await inbox.getByLabel(/waiting for a person$/).count()).toBe(0);
      await api('PUT', 'auth/current-user', { notifications: { contact_request: true } });
      await inbox.reload();
      await inbox
        .getByRole('navigation', { name: 'Admin' })
        .getByLabel('1 conversation waiting for a person')
        .waitFor();

      // Stepping in takes it off the count.
      await table.getByRole('link', { name: 'Can I talk to a human please?' }).click();
      await viewer().getByRole('button', { name: 'Take over' }).click();
      await viewer().getByText('Taken over by Ravi Menon: the agent is paused').waitFor();
      await inbox.reload();
      await viewer().waitFor();
      expect(await inbox.getByLabel(/waiting for a person$/).count()).toBe(0);
    });
  });
});
