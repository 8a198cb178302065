import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { chatFrame, replyArrives } from './chat-frame.js';
import { registerOwner, signIn, signInToApi, type Owner } from './owner.js';
import { sharedStack, type SharedStack } from './shared-stack.js';

// What a new owner trips over after setting up an agent (issue 16, items 4 to 7): signing in with
// a phone number as typed at home and resetting a forgotten password; a dashboard and a
// conversation list that say which questions the agent declined and which visitor asked for a
// person; and what that visitor is told. One (shared) stack, one browser, one owner for all of it.

const shots = '/tmp/h3-shots';
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

let stack: SharedStack;
let browser: Browser;
let owner: Owner;
let agent: { id: string; slug: string };

async function api(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${stack.baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

const apiToken = (): Promise<string> => signInToApi(stack, owner);

async function newPage(viewport = desktop): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.baseUrl, viewport });
  return context.newPage();
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  stack = await sharedStack('owner-journeys');
  browser = await launchBrowser();
  owner = await registerOwner(stack);
  // An agent with nothing learned yet: every question about the site is declined, honestly.
  const created = await api('POST', 'projects', { name: 'Blue Harbor Coffee' }, await apiToken());
  agent = { id: String(created.body.id), slug: String(created.body.project_id) };
});

afterAll(async () => {
  await browser.close();
});

describe('signing in', () => {
  it('offers Sign in in the desktop header, like the phone menu offers Login', async () => {
    const page = await newPage();
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${shots}/home-1280.png` });
    await header.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    await page.close();

    const small = await newPage(phone);
    await small.goto('/');
    expect(await small.getByRole('banner').getByRole('link', { name: 'Sign in' }).isVisible()).toBe(false);
    await small.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => small.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    await small.screenshot({ path: `${shots}/home-menu-390.png` });
    await small.close();
  });

  it('says the form takes an e-mail or phone, and signs in with the phone number typed without +91', async () => {
    const page = await newPage();
    await page.goto('/login');
    await expect
      .poll(() =>
        page.getByText('Your user ID, e-mail or phone number (with or without the country code)').isVisible(),
      )
      .toBe(true);
    await page.screenshot({ path: `${shots}/login-1280.png` });
    await page.getByLabel('User ID').fill(owner.phone.replace(/^\+91/, ''));
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/**');
    await page.close();
  });

  it('resets a forgotten password with a code texted to the phone, and every earlier session ends', async () => {
    const earlier = await apiToken();
    const page = await newPage(phone);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('User ID').fill(owner.email);
    const sent = stack.outbox().length;
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => stack.outbox().length, replyArrives).toBe(sent + 1);
    const message = stack.outbox().at(-1);
    expect(message).toMatchObject({ to: owner.phone, purpose: 'password-reset' });

    const newPassword = 'copper-kettle-morning-9';
    await page.getByLabel('Code', { exact: true }).fill(message?.code ?? '');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.screenshot({ path: `${shots}/forgot-password-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect.poll(() => page.getByText('Your password has been reset').isVisible()).toBe(true);

    expect((await api('GET', 'auth/current-user', undefined, earlier)).status).toBe(401);
    expect(
      (await api('POST', 'auth/login', { user_id: owner.userId, password: owner.password })).status,
    ).toBe(401);
    owner = { ...owner, password: newPassword };
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/login');
    await signIn(page, owner);
    await page.close();
  });
});

describe('a visitor asking for a person, and what the owner sees', () => {
  const personRequest = 'Can I speak with someone from your team?';
  const unanswerable = 'Do you sell garden furniture?';

  it("sends the visitor to the contact the owner set on the agent, instead of 'I couldn't find anything'", async () => {
    const admin = await newPage();
    await signIn(admin, owner, `/admin/projects/${agent.id}`);
    await admin.getByLabel('Contact e-mail').fill('hello@blueharbor.test');
    await admin.getByLabel('WhatsApp number, with country code').fill('+91 98005 51638');
    await admin.getByRole('button', { name: 'Save contact' }).click();
    await expect.poll(() => admin.getByText('Contact for visitors saved.').isVisible()).toBe(true);
    await admin.getByRole('heading', { name: 'When a visitor asks for a person' }).scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `${shots}/contact-form-1280.png` });
    await admin.close();

    const demo = await newPage();
    await demo.goto(`/demo/${agent.slug}`);
    const visitor = chatFrame(() => demo);
    await expect
      .poll(() => visitor.chat().getByLabel('Type your message').isVisible(), replyArrives)
      .toBe(true);
    await visitor.ask(personRequest);
    // The reply is typed out letter by letter: wait for its end.
    await expect.poll(() => visitor.lastReply().innerText(), replyArrives).toContain('+919800551638');
    const reply = await visitor.lastReply().innerText();
    expect(reply).toContain('hello@blueharbor.test');
    expect(reply).not.toContain("couldn't find");
    await demo.screenshot({ path: `${shots}/person-request-1280.png` });

    // A new visit is a new conversation: this one asks what the site does not say.
    await demo.reload();
    await expect
      .poll(() => visitor.chat().getByLabel('Type your message').isVisible(), replyArrives)
      .toBe(true);
    await visitor.ask(unanswerable);
    await expect
      .poll(() => visitor.lastReply().innerText(), replyArrives)
      .toContain("couldn't find anything");
    await demo.close();
  });

  it('marks the declined and the flagged question on the dashboard, and a row opens its conversation', async () => {
    const page = await newPage();
    await signIn(page, owner, '/admin/dashboard');
    const activity = page.getByRole('table');
    const row = (text: string) => activity.getByRole('row').filter({ hasText: text });
    await expect.poll(() => row(unanswerable).getByText('Declined').isVisible(), replyArrives).toBe(true);
    expect(await row(personRequest).getByText('Needs attention').isVisible()).toBe(true);
    expect(await activity.getByText('Answered', { exact: true }).count()).toBe(0);
    expect(await page.getByText('A message in the last 30 minutes').isVisible()).toBe(true);
    await page.screenshot({ path: `${shots}/dashboard-1280.png`, fullPage: true });
    const small = await newPage(phone);
    await signIn(small, owner, '/admin/dashboard');
    await expect.poll(() => small.getByText('Declined').isVisible(), replyArrives).toBe(true);
    await small.screenshot({ path: `${shots}/dashboard-390.png`, fullPage: true });
    await small.close();

    await activity.getByRole('link', { name: unanswerable }).click();
    await page.waitForURL(`**/admin/projects/${agent.id}/conversations?session=*`);
    const messages = page.getByRole('region', { name: 'Messages' });
    await expect.poll(() => messages.getByText(unanswerable).isVisible(), replyArrives).toBe(true);
    await page.close();
  });

  it('lists conversations by first question with message count and last activity, filtered by declined or needs attention', async () => {
    const page = await newPage();
    await signIn(page, owner, `/admin/projects/${agent.id}/conversations`);
    const table = page.getByRole('table', { name: 'Conversations' });
    const rows = () => table.locator('tbody tr');
    await expect.poll(() => rows().count(), replyArrives).toBe(2);
    const asked = rows().filter({ hasText: personRequest });
    expect(await asked.innerText()).toMatch(/Anonymous visitor/);
    expect(await asked.innerText()).toMatch(/\b2\b/); // the question and its reply
    expect(await asked.innerText()).toMatch(/now|second|minute/);
    await page.screenshot({ path: `${shots}/conversations-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Needs attention' }).click();
    await expect.poll(() => rows().count(), replyArrives).toBe(1);
    expect(await rows().first().innerText()).toContain(personRequest);

    await page.getByRole('button', { name: 'Declined' }).click();
    await expect.poll(() => rows().first().innerText(), replyArrives).toContain(unanswerable);
    expect(await rows().count()).toBe(1);
    expect(page.url()).toContain('filter=declined');
    await page.close();

    const small = await newPage(phone);
    await signIn(small, owner, `/admin/projects/${agent.id}/conversations`);
    await expect.poll(() => small.getByText(personRequest).isVisible(), replyArrives).toBe(true);
    await small.screenshot({ path: `${shots}/conversations-390.png`, fullPage: true });
    await small.close();
  });
});
