import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
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
import { registerOwner, signIn, type Owner } from './owner.js';

// One inbox with human takeover: a Pro owner answers in person, from Conversations, a visitor of
// their website (whose open chat shows the reply without a reload) and a WhatsApp user (through the
// Cloud API: the local fake Meta Graph server, chosen by base URL); the agent stays quiet while the
// owner holds a conversation and answers again once handed back. A visitor asking for a person is
// listed first, with the count in the admin shell.

const screenshots = '/tmp/h19-inbox-shots/';
const returnsAnswer = 'returned within 60 days';
/** Where Meta's dialog sends the owner back (the code exchange must name the same address). */
const oauthRedirect = 'http://127.0.0.1/admin/integrations/whatsapp/callback';

let site: FixtureSite;
let customer: CustomerPage;
let meta: FakeMetaGraph;
let razorpay: FakeRazorpay;
let stack: LocalStack;
let browser: Browser;
let ownerContext: BrowserContext;
let visitorContext: BrowserContext;
let inbox: Page;
let visitor: Page;
let owner: Owner;
let agent: TrainedAgent;
let phoneNumberId = '';
let customerUrl = '';
/** What beforeAll started, stopped in reverse order: a failed start leaves nothing running. */
const started: (() => Promise<unknown>)[] = [];

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${agent.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Pro through Razorpay (the fake's Checkout result, verified by billing), as the plan page does it. */
async function upgradeToPro() {
  const created = await api('POST', 'payment/subscriptions/subscription?plan_type=PRO&billing_cycle=MONTHLY');
  const paid = await razorpay.pay(String(created.subscription_id));
  await api('POST', 'payment/subscriptions/verify-payment', paid);
  // Billing moves the plan once Razorpay's webhook says the subscription is active.
  const deadline = Date.now() + 30_000;
  while ((await api('GET', 'auth/current-user')).plan !== 'PRO') {
    if (Date.now() > deadline) throw new Error('the owner never became Pro');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The agent connected to the fake business's first number through the gateway's API. */
async function connectWhatsApp() {
  const { dialog_url } = (await api('POST', 'integrations/whatsapp/connect', { project_id: agent.id })) as {
    dialog_url: string;
  };
  const state = new URL(dialog_url).searchParams.get('state') ?? '';
  const code = meta.authorize(oauthRedirect);
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
  site = await startFixtureSite({ pages: 20 });
  started.push(() => site.close());
  customer = await startCustomerPage();
  started.push(() => customer.stop());
  meta = await startFakeMetaGraph();
  started.push(() => meta.stop());
  razorpay = await startFakeRazorpay();
  started.push(() => razorpay.stop());
  stack = await startLocalStack({
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
    WHATSAPP_WEBHOOK_VERIFY_TOKEN: randomBytes(12).toString('hex'),
    WHATSAPP_TOKEN_KEY: randomBytes(32).toString('base64'),
  });
  started.push(() => stack.stop());
  razorpay.setWebhookUrl(`${stack.baseUrl}/api/v1/payment/webhooks/razorpay`);
  owner = await registerOwner(stack);
  agent = await createTrainedAgent(stack, owner, site, customer.origin);
  customer.embed(stack.baseUrl, agent.slug);
  customerUrl = customer.url;
  await upgradeToPro();
  await connectWhatsApp();

  browser = await launchBrowser();
  started.push(() => browser.close());
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
  for (const stop of started.reverse()) await stop();
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

async function shoot(name: string) {
  await inbox.screenshot({ path: `${screenshots}${name}-1280.png` });
  const phone = await ownerContext.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(inbox.url());
  await phone.waitForLoadState('networkidle');
  await phone.screenshot({ path: `${screenshots}${name}-390.png`, fullPage: true });
  const overflow = await phone.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, `${name} overflows sideways on a phone`).toBeLessThanOrEqual(0);
  await phone.close();
}

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
    const authors = await viewerMessages().locator('li > div:first-child > span:first-child').allInnerTexts();
    expect(authors).toEqual(['Visitor', 'Agent', 'Ravi Menon', 'Visitor', 'Visitor', 'Agent']);
  });
});

describe('taking over a WhatsApp conversation', () => {
  const from = `9199${String(Date.now()).slice(-8)}`;
  const webhook = () => `${stack.baseUrl}/api/v1/integrations/whatsapp/webhook`;
  const sentToUser = () => meta.sent.filter((message) => message.to === from).map((message) => message.body);
  const userWrites = async (text: string) => {
    expect(await meta.deliver(webhook(), meta.inboundText({ phoneNumberId, from, name: 'Asha', text }))).toBe(
      200,
    );
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
