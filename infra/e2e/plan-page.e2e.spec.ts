import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startFakeRazorpay, type FakeRazorpay } from '@sitesage/testing';
import { startLocalStack, type LocalStack } from '../src/index.js';
import { launchBrowser } from './browser.js';
import { ownerApi, registerOwner, signIn, signInToApi, type Owner, type OwnerApi } from './owner.js';
import { shootBothSizes } from './screenshots.js';

// A Free owner at the one-agent limit buys Basic through Razorpay Checkout (the local fake: its
// REST API, its Checkout stand-in and its signed webhooks), adds a second agent, cancels, keeps
// Basic until Razorpay ends the cycle, and is then on Free again with the second agent paused (not
// deleted; its visitors are told) until the owner chooses which agent stays; a closed Checkout is a
// decline.

const screenshots = '/tmp/h2-plan-shots/';
let razorpay: FakeRazorpay;
let stack: LocalStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let owner: Owner;
/** The API as the owner calls it (signed in in beforeAll). */
let api: OwnerApi;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  razorpay = await startFakeRazorpay();
  stack = await startLocalStack({
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API_URL: razorpay.baseUrl,
    RAZORPAY_CHECKOUT_URL: razorpay.checkoutScriptUrl,
  });
  razorpay.setWebhookUrl(`${stack.baseUrl}/api/v1/payment/webhooks/razorpay`);
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width: 1280, height: 800 },
    // No route fades: screenshots show settled pages.
    reducedMotion: 'reduce',
  });
  page = await context.newPage();
  owner = await registerOwner(stack);
  api = ownerApi(stack, await signInToApi(stack, owner));
  expect((await api('POST', 'projects', { name: 'First Agent' })).status).toBe(201);
  await signIn(page, owner, '/admin/projects');
});

afterAll(async () => {
  await browser.close();
  await stack.stop();
  await razorpay.stop();
});

const shoot = (name: string) => shootBothSizes(page, screenshots, name);

const planRow = (name: string) => page.getByRole('row', { name: `${name} plan` });
const topbarPlan = () => page.getByRole('link', { name: /plan$/ }).first();
const checkoutWindow = () => page.getByRole('dialog', { name: 'Razorpay Checkout (test)' });

describe('a Free owner at the agent limit', () => {
  it('is told about the limit, with the way to the plan page', async () => {
    await page.getByText('You have reached the maximum allowed projects for your plan.').waitFor();
    expect(await page.getByRole('button', { name: 'Create Agent' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'upgrade your plan' }).click();
    await page.waitForURL('**/admin/user/plan');
    await planRow('Free').getByText('Current Plan').waitFor();
    expect(await planRow('Free').getByRole('button').count()).toBe(0);
    expect(await planRow('Basic').getByText('₹4,999').count()).toBe(1);
    // Usage arrives by its own request, after the plans table.
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Agents: 1 of 1 used' }).count())
      .toBe(1);
    await shoot('plan-free');
  });

  it('upgrades to Basic monthly through Checkout and the plan, badge and limits follow', async () => {
    await planRow('Basic').getByRole('button', { name: 'Upgrade — Basic plan' }).click();
    await checkoutWindow().waitFor();
    await page.screenshot({ path: `${screenshots}checkout-1280.png` });
    await checkoutWindow().getByRole('button', { name: 'Pay' }).click();

    await page.getByText('Please wait while we are verifying your payment.').first().waitFor();
    await planRow('Basic').getByText('Current Plan').waitFor({ timeout: 30_000 });
    expect(await topbarPlan().textContent()).toBe('BASIC plan');
    expect(await planRow('Basic').getByRole('button', { name: 'Cancel Plan — Basic plan' }).count()).toBe(1);
    expect(await planRow('Pro').getByRole('button', { name: 'Upgrade — Pro plan' }).count()).toBe(1);
    expect(await planRow('Free').getByRole('button').count()).toBe(0);
    const payments = page.getByRole('table', { name: 'Past payments' });
    await payments.waitFor();
    expect(await payments.getByRole('cell', { name: /₹4,999/ }).count()).toBe(1);
    expect(await payments.getByRole('cell', { name: 'captured' }).count()).toBe(1);
    await page.getByText('1 of 5').waitFor();
    await shoot('plan-basic');
  });

  it('creates a second agent, now within the Basic limit', async () => {
    await page.goto('/admin/projects');
    await page.getByRole('button', { name: 'Create Agent' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create Agent' }).isDisabled()).toBe(false);
    expect(await page.getByText('You have reached the maximum allowed projects').count()).toBe(0);
    expect((await api('POST', 'projects', { name: 'Second Agent' })).status).toBe(201);
    await page.reload();
    await page.getByText('Second Agent').first().waitFor();
    await page.goto('/admin/dashboard');
    await page.getByRole('region', { name: 'Usage' }).getByText('2 of 5').waitFor();
    await shoot('dashboard-basic');
  });

  it('cancels Basic after the confirmation and keeps it until Razorpay ends the cycle, then is on Free', async () => {
    await page.goto('/admin/user/plan');
    await planRow('Basic').getByRole('button', { name: 'Cancel Plan — Basic plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Plan?' });
    await dialog
      .getByText('Are you sure you want to cancel your Basic plan? You will be downgraded to the Free plan.')
      .waitFor();
    await shoot('plan-cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel Plan' }).click();

    await planRow('Basic')
      .getByText(/^Ends on .*, then Free$/)
      .waitFor();
    expect(await planRow('Basic').getByText('Current Plan').count()).toBe(1);
    expect(await topbarPlan().textContent()).toBe('BASIC plan');

    // The end of the cycle, as Razorpay reports it (a signed webhook); the open page follows.
    const [subscriptionId] = [...razorpay.subscriptions.keys()];
    await razorpay.endCycle(subscriptionId ?? '');
    await planRow('Free').getByText('Current Plan').waitFor({ timeout: 30_000 });
    expect(await topbarPlan().textContent()).toBe('FREE plan');
    expect(await planRow('Basic').getByRole('button', { name: 'Upgrade — Basic plan' }).count()).toBe(1);

    // Nothing was deleted: both agents are still the owner's.
    await page.goto('/admin/projects');
    await page.getByText('Second Agent').first().waitFor();
    expect(await page.getByText('First Agent').count()).toBeGreaterThan(0);
    await shoot('agents-after-downgrade');
  });

  it('shows the agent above the Free limit paused (not deleted), tells its visitors so, and lets the owner choose which stays', async () => {
    const card = (name: string) => page.getByRole('article', { name });
    // Billing tells projects right after auth; the list may have been read just before.
    for (let tries = 0; (await card('Second Agent').getByText('Paused', { exact: true }).count()) === 0;) {
      tries += 1;
      expect(tries, 'the extra agent was never shown paused').toBeLessThan(50);
      await page.waitForTimeout(300);
      await page.reload();
      await card('Second Agent').waitFor();
    }
    expect(await card('First Agent').getByText('Paused', { exact: true }).count()).toBe(0);
    await card('Second Agent')
      .getByText('Nothing is deleted: its training sets and conversations stay.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Create Agent' }).isDisabled()).toBe(true);
    await shoot('agents-paused');

    // Its visitors are told plainly, on the chat page and by the API; nothing answers them.
    const agents = (await api('GET', 'projects')).json.data as { name: string; project_id: string }[];
    const slugOf = (name: string) => agents.find((agent) => agent.name === name)?.project_id ?? '';
    const visitor = await context.newPage();
    await visitor.goto(`/bot/${slugOf('Second Agent')}`);
    await visitor.getByRole('heading', { name: 'This agent is paused' }).waitFor();
    expect(await visitor.getByText(/Nothing has been deleted/).count()).toBe(1);
    expect(await visitor.getByRole('textbox').count()).toBe(0);
    await visitor.screenshot({ path: `${screenshots}bot-paused-1280.png` });
    const refused = await fetch(`${stack.baseUrl}/api/v1/bot/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ project_id: slugOf('Second Agent'), prompt: 'Hello?' }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(
      /^This agent is paused by its owner/,
    );

    // The dashboard says so and leads to the choice.
    await page.goto('/admin/dashboard');
    const usage = page.getByRole('region', { name: 'Usage' });
    await usage.getByText(/1 agent is paused and not answering visitors; nothing is deleted\./).waitFor();
    await usage.getByRole('link', { name: 'Choose agents' }).click();
    await page.waitForURL('**/admin/projects');

    // The owner keeps the second agent: it answers again, and the first one is paused in its place.
    await card('Second Agent').getByRole('button', { name: 'Keep this one: Second Agent' }).click();
    await card('First Agent').getByText('Paused', { exact: true }).waitFor();
    expect(await card('Second Agent').getByText('Paused', { exact: true }).count()).toBe(0);
    await visitor.reload();
    await visitor.getByRole('textbox').first().waitFor();
    expect(await visitor.getByRole('heading', { name: 'This agent is paused' }).count()).toBe(0);
    await visitor.goto(`/bot/${slugOf('First Agent')}`);
    await visitor.getByRole('heading', { name: 'This agent is paused' }).waitFor();
    await visitor.close();
    await shoot('agents-kept');
  });

  it("says 'Payment declined' when the Checkout is closed, and the bank's words when it declines", async () => {
    await page.goto('/admin/user/plan');
    await planRow('Pro').getByRole('button', { name: 'Upgrade — Pro plan' }).click();
    await checkoutWindow().getByRole('button', { name: '×' }).click();
    await page.getByText('Payment declined', { exact: true }).waitFor();
    expect(await planRow('Free').getByText('Current Plan').count()).toBe(1);

    await planRow('Pro').getByRole('button', { name: 'Upgrade — Pro plan' }).click();
    await checkoutWindow().getByRole('button', { name: 'Decline' }).click();
    await page.getByText('Your payment has been declined by your bank.').waitFor();
    await checkoutWindow().getByRole('button', { name: '×' }).click();
    expect(await planRow('Free').getByText('Current Plan').count()).toBe(1);
    expect(await topbarPlan().textContent()).toBe('FREE plan');
  });
});
