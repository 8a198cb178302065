#!/usr/bin/env node
// Visitors who close the chat mid-answer, against the whole product started as `npm start` does
// (build first: npm run build): every --rate a second for --seconds, a visitor asks, reads the
// first piece of the reply and leaves, while every tenth arrival is a visitor who reads the answer
// to its end. Each departure stops the model's answer (SECURITY F7) by cancelling the gateway's call
// to chat; the figure that matters is how many of the staying visitors' answers were cut off.
//   node bench/chat-leavers.bench.mjs [--rate 100] [--seconds 15]
import { parseArgs } from 'node:util';
import { startLocalStack } from '@sitesage/infra';
import { startFakeLlmServer, startFixtureSite } from '@sitesage/testing';
import { benchmarkLimits, fakeModelEnv, readyProAgent } from './chat-agent-setup.mjs';
import { streamQuestion } from './chat-stream-client.mjs';

const { values } = parseArgs({
  options: { rate: { type: 'string', default: '100' }, seconds: { type: 'string', default: '15' } },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);

const site = await startFixtureSite({ pages: 20 });
const llm = await startFakeLlmServer({
  reply:
    'Orders usually ship within two working days, and unused gear may be returned within sixty days [1].',
  tokenDelayMs: 300,
});
const stack = await startLocalStack({
  ...benchmarkLimits,
  CRAWL_ALLOW_HOSTS: site.host,
  ...fakeModelEnv(llm.url),
});
try {
  const { agent } = await readyProAgent(stack, site);

  const leavers = [];
  const stayers = [];
  const started = performance.now();
  for (let arrival = 1; performance.now() - started < seconds * 1_000; arrival += 1) {
    if (arrival % 10 === 0) {
      stayers.push(
        streamQuestion({
          baseUrl: stack.baseUrl,
          slug: agent.slug,
          sessionId: '',
          prompt: 'What does the warranty cover?',
        }),
      );
    } else {
      leavers.push(leaveAfterFirstPiece(stack.baseUrl, agent.slug));
    }
    const dueMs = (arrival * 1_000) / rate;
    const waitMs = dueMs - (performance.now() - started);
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  const left = await Promise.all(leavers);
  const stayed = await Promise.all(stayers);
  const tally = (outcomes) => {
    const counts = {};
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
    return counts;
  };
  const cutOff = stayed.filter((stream) => stream.outcome !== 'done');
  console.log(
    `${leavers.length + stayers.length} visitors in ${seconds} s (${rate}/s): leavers ${JSON.stringify(tally(left))}; ` +
      `stayers ${JSON.stringify(tally(stayed.map((stream) => stream.outcome)))}` +
      (cutOff[0] ? `; first cut off: ${cutOff[0].detail}` : ''),
  );
  if (cutOff.length > 0) process.exitCode = 1;
} finally {
  await stack.stop();
  await llm.close();
  await site.close();
}

/** Asks, waits for the first piece of the reply, and closes the connection: 'left' or what failed. */
async function leaveAfterFirstPiece(baseUrl, slug) {
  const visitor = new AbortController();
  try {
    const response = await fetch(`${baseUrl}/api/v1/bot/stream-message`, {
      method: 'POST',
      signal: visitor.signal,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ prompt: 'How long does shipping take?', session_id: '', project_id: slug }),
    });
    if (!response.ok || !response.body) return `refused ${response.status}`;
    await response.body.getReader().read();
    visitor.abort();
    return 'left';
  } catch (error) {
    return visitor.signal.aborted
      ? 'left'
      : `failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}
