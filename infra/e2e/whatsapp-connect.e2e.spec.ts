import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  freePort,
  startFakeMetaGraph,
  startFakeRazorpay,
  type FakeMetaGraph,
  type FakeRazorpay,
} from '@sitesage/testing';
import { startLocalStack, type LocalStack } from '../src/index.js';
import { launchBrowser } from './browser.js';
import { registerOwner, signIn, type Owner } from './owner.js';

// An owner's agent on WhatsApp: on Free every integration is locked with the way to the Pro plan;
// after paying for Pro through Razorpay (the local fake) the owner connects through Meta's dialog
// (the local fake Meta Graph API, chosen by base URL), picks a number on the callback page, a
// signed message from a WhatsApp user gets the agent's answer through the Graph API, and Remove
// Connection ends it. The callback page without a code, and a card SiteSage does not offer yet.

const screenshots = '/tmp/h19-whatsapp-shots/';
const customer = '919800012345';
let meta: FakeMetaGraph;
let razorpay: FakeRazorpay;
let stack: LocalStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let owner: Owner;
let token = '';
let agentId = '';
let agentSlug = '';

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

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
  meta = await startFakeMetaGraph();
  razorpay = await startFakeRazorpay();
  // Meta sends the owner back to a fixed address, so the stack's port is chosen here.
  const port = await freePort();
  stack = await startLocalStack({
    PORT: String(port),
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
    META_OAUTH_REDIRECT_URL: `http://127.0.0.1:${String(port)}/admin/integrations/whatsapp/callback`,
    WHATSAPP_WEBHOOK_VERIFY_TOKEN: randomBytes(16).toString('hex'),
    WHATSAPP_TOKEN_KEY: randomBytes(32).toString('base64'),
  });
  razorpay.setWebhookUrl(`${stack.baseUrl}/api/v1/payment/webhooks/razorpay`);
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  page = await context.newPage();
  owner = await registerOwner(stack);
  const login = await fetch(`${stack.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: owner.userId, password: owner.password }),
  });
  token = ((await login.json()) as { token_info: { token: string } }).token_info.token;
  const created = await api('POST', 'projects', { name: 'Pine Ridge Helper' });
  expect(created.status).toBe(201);
  agentId = String(created.json.id);
  agentSlug = String(created.json.project_id);
  await signIn(page, owner, '/admin/integrations');
});

afterAll(async () => {
  await browser.close();
  await stack.stop();
  await razorpay.stop();
  await meta.stop();
});

async function shoot(name: string) {
  await page.screenshot({ path: `${screenshots}${name}-1280.png` });
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(page.url());
  await phone.waitForLoadState('networkidle');
  await phone.screenshot({ path: `${screenshots}${name}-390.png`, fullPage: true });
  const overflow = await phone.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, `${name} overflows sideways on a phone`).toBeLessThanOrEqual(0);
  await phone.close();
}

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

/** Pro through billing as the plan page does it: a subscription, Checkout's payment, the verification. */
async function payForPro() {
  const created = await api('POST', 'payment/subscriptions/subscription?plan_type=PRO&billing_cycle=MONTHLY');
  expect(created.status).toBe(200);
  const paid = await razorpay.pay(String(created.json.subscription_id));
  const verified = await api('POST', 'payment/subscriptions/verify-payment', paid);
  expect(verified.status).toBe(200);
  expect((verified.json.account as { plan: string }).plan).toBe('PRO');
}

describe('WhatsApp for an agent', () => {
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
    await payForPro();
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
      from: customer,
      name: 'Asha',
      text: 'Hello, are you open on Sunday?',
    });
    expect(await meta.deliver(`${stack.baseUrl}/api/v1/integrations/whatsapp/webhook`, delivery)).toBe(200);
    const reply = await eventually(
      () => meta.sent.find((message) => message.to === customer),
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
