#!/usr/bin/env node
// Visitor chat under load, against the whole product started as `npm start` does (build first:
// npm run build), with an agent trained on the fixture shop of libs/testing:
//   1. streamed replies written by a language model (the local fake OpenAI-compatible server, one
//      token every --token-delay ms), N streams opened at once for each of --levels;
//   2. the built-in extractive answerer (no model), POST /bot/message with autocannon;
//   3. the widget loader's GET /projects/project/{slug} with autocannon.
// Prints the figures and records them in docs/benchmarks.md between this benchmark's markers.
//   node bench/chat-answer.bench.mjs [--levels 10,50,100] [--token-delay 300] [--sessions 90]
//     [--duration 20] [--message-connections 20] [--project-connections 50] [--no-record]
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startLocalStack } from '@sitesage/infra';
import { fakeLlmTokens, startFakeLlmServer, startFixtureSite } from '@sitesage/testing';
import { createTrainedAgent, openSessions, publicProject, registerOwner } from './chat-agent-setup.mjs';
import { sampleProcesses } from './chat-process-sampler.mjs';
import { busyMsBetween, machineCpu } from './process-usage.mjs';
import { streamQuestion } from './chat-stream-client.mjs';

const { values } = parseArgs({
  options: {
    levels: { type: 'string', default: '10,50,100' },
    'token-delay': { type: 'string', default: '300' },
    sessions: { type: 'string', default: '90' },
    duration: { type: 'string', default: '20' },
    'message-connections': { type: 'string', default: '20' },
    'project-connections': { type: 'string', default: '50' },
    'no-record': { type: 'boolean', default: false },
  },
});
const levels = values.levels.split(',').map(Number);
const tokenDelayMs = Number(values['token-delay']);
// A FREE owner may hold 100 conversations a month; each session is one, whatever its turns.
const sessionCount = Math.min(90, Number(values.sessions));
const duration = Number(values.duration);
const messageConnections = Number(values['message-connections']);
const projectConnections = Number(values['project-connections']);

// Ten tokens: the first after one token delay, the last ten delays after the request (~3 s at 300 ms).
const modelReply = 'Orders ship in two days; returns within 60 days [1].';
const questions = [
  'How long does shipping take?',
  'What is your return policy for unused gear?',
  'What does the warranty cover?',
  'How do I take care of my gear?',
];
// Every measured stream is a follow-up in its session, so the chat service first has the model
// rewrite it into a standalone question: the fake answers that after one token delay, and then
// streams its first token after another. That much of the time to first token is the model's.
const modelFirstTokenMs = 2 * tokenDelayMs;

// Limits high enough that the benchmark measures the product, not its cost guards: every visitor
// here comes from 127.0.0.1, which the limits count as one visitor.
const unlimited = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  CHAT_VISITOR_MESSAGES_PER_MINUTE: '100000000',
  CHAT_PROJECT_MESSAGES_PER_MINUTE: '100000000',
  CHAT_PROJECT_CONCURRENT_ANSWERS: '10000',
  LOG_LEVEL: 'warn',
};

const site = await startFixtureSite({ pages: 20 });
const llm = await startFakeLlmServer({ reply: modelReply, tokenDelayMs });
try {
  const streaming = await measureStreaming();
  const extractive = await measureRequestResponse();
  print(streaming, extractive);
  if (!values['no-record']) record(streaming, extractive);
  const failed =
    streaming.some((level) => level.done !== level.total) ||
    extractive.message.failures > 0 ||
    extractive.project.failures > 0;
  if (failed) process.exitCode = 1;
} finally {
  await llm.close();
  await site.close();
}

/** Part 1: streamed model replies, `level` streams open at once, on a stack with the fake model. */
async function measureStreaming() {
  const stack = await startLocalStack({
    ...unlimited,
    CRAWL_ALLOW_HOSTS: site.host,
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: llm.url,
    LLM_MODEL: 'bench-model',
  });
  try {
    const { slug, sessions } = await prepareAgent(stack);
    const pids = stackPids(stack);
    let turn = 0;
    const askAtOnce = (count) =>
      Promise.all(
        Array.from({ length: count }, () => {
          turn += 1;
          return streamQuestion({
            baseUrl: stack.baseUrl,
            slug,
            sessionId: sessions[turn % sessions.length],
            prompt: questions[turn % questions.length],
          });
        }),
      );

    // Warm-up, and every session's first turn (the one that counts as a conversation): 15 at once.
    for (let started = 0; started < sessions.length; started += 15) {
      const warm = await askAtOnce(Math.min(15, sessions.length - started));
      const broken = warm.find((result) => result.outcome !== 'done');
      if (broken) throw new Error(`warm-up stream failed: ${JSON.stringify(broken)}`);
    }
    const results = [];
    for (const level of levels) {
      const requestsBefore = llm.requests.length;
      await waitForQuietMachine();
      const sampler = sampleProcesses(pids);
      const started = performance.now();
      const streams = await askAtOnce(level);
      const wallMs = performance.now() - started;
      const usage = sampler.stop();
      const modelCalls = llm.requests.slice(requestsBefore);
      const result = summariseLevel(level, streams, wallMs, usage, modelCalls);
      console.log(`${level} streams at once: ${JSON.stringify(result)}`);
      results.push(result);
    }
    return results;
  } finally {
    await stack.stop();
  }
}

function summariseLevel(level, streams, wallMs, usage, modelCalls) {
  const completed = streams.filter((stream) => stream.outcome === 'done' || stream.outcome === 'error-event');
  const done = streams.filter((stream) => stream.outcome === 'done');
  const firstTokens = done.filter((stream) => stream.ttftMs !== undefined);
  const serverAdded = firstTokens.map((stream) => stream.ttftMs - modelFirstTokenMs);
  const totals = done.map((stream) => stream.totalMs);
  const outcomes = {};
  for (const stream of streams) outcomes[stream.outcome] = (outcomes[stream.outcome] ?? 0) + 1;
  const failure = streams.find((stream) => stream.outcome !== 'done');
  return {
    total: level,
    completed: completed.length,
    done: done.length,
    truncated: streams.filter((stream) => stream.outcome === 'truncated').length,
    outcomes,
    firstFailure: failure
      ? `${failure.outcome} ${failure.status} ${failure.detail}`.slice(0, 300)
      : undefined,
    // The model wrote the reply (and was not skipped for want of passages).
    modelReplies: done.filter((stream) => stream.response === modelReply).length,
    rewrites: modelCalls.filter((call) => !call.stream).length,
    modelStreams: modelCalls.filter((call) => call.stream).length,
    ttft: {
      p50: percentile(serverAdded, 50),
      p95: percentile(serverAdded, 95),
      p99: percentile(serverAdded, 99),
    },
    rawTtftP50: percentile(
      firstTokens.map((stream) => stream.ttftMs),
      50,
    ),
    streamMs: { p50: percentile(totals, 50), p95: percentile(totals, 95) },
    wallMs: Math.round(wallMs),
    ...usage,
  };
}

/** Parts 2 and 3: the extractive answerer and the widget loader's call, on a stack without a model. */
async function measureRequestResponse() {
  const stack = await startLocalStack({ ...unlimited, CRAWL_ALLOW_HOSTS: site.host });
  try {
    const { slug, sessions } = await prepareAgent(stack);
    const pids = stackPids(stack);
    let turn = 0;
    const message = {
      url: `${stack.baseUrl}/api/v1/bot/message`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Each request asks in the next session, so no session holds more than its share of turns.
      requests: [
        {
          setupRequest: (request) => {
            turn += 1;
            return {
              ...request,
              body: JSON.stringify({
                prompt: questions[turn % questions.length],
                session_id: sessions[turn % sessions.length],
                project_id: slug,
              }),
            };
          },
        },
      ],
    };
    // First turns of every session (the conversations counted), then a short warm-up.
    for (const sessionId of sessions) {
      const response = await fetch(message.url, {
        method: 'POST',
        headers: message.headers,
        body: JSON.stringify({ prompt: questions[0], session_id: sessionId, project_id: slug }),
      });
      if (!response.ok) throw new Error(`first message failed: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    }
    await autocannon({ ...message, connections: messageConnections, duration: 3 });
    const messageRun = await measureWithAutocannon({ ...message, connections: messageConnections }, pids);

    const project = { url: `${stack.baseUrl}/api/v1/projects/project/${slug}` };
    await autocannon({ ...project, connections: projectConnections, duration: 3 });
    const projectRun = await measureWithAutocannon({ ...project, connections: projectConnections }, pids);
    return { message: messageRun, project: projectRun };
  } finally {
    await stack.stop();
  }
}

async function measureWithAutocannon(options, pids) {
  await waitForQuietMachine();
  const sampler = sampleProcesses(pids);
  const result = await autocannon({ ...options, duration });
  const usage = sampler.stop();
  return {
    connections: options.connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    ...usage,
  };
}

/** Every process the supervisor started and wrote a pid file for, by name. */
function stackPids(stack) {
  const names = ['postgres', 'redis', 'auth', 'projects', 'chat', 'ingestion', 'billing', 'integrations'];
  const pids = {};
  for (const name of [...names, 'ingestion-worker', 'gateway']) {
    try {
      pids[name] = stack.pidOf(name);
    } catch {
      // Not started by the supervisor (an external database or Redis): not measured.
    }
  }
  return pids;
}

/**
 * This is a shared development machine: wait (up to 20 s) until other processes use less than a
 * quarter of it, so they do not decide the figures. Each step reports what they took anyway.
 */
async function waitForQuietMachine() {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const before = machineCpu();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const load = busyMsBetween(before, machineCpu()) / (1_000 * os.cpus().length);
    if (load < 0.25 || Date.now() > deadline) return;
  }
}

/** An owner, its agent trained on the fixture site, and the visitor sessions every question goes to. */
async function prepareAgent(stack) {
  await stack.waitForHealthy();
  const owner = await registerOwner(stack);
  const agent = await createTrainedAgent(stack, owner, site);
  await publicProject(stack, agent.slug);
  const sessions = await openSessions(stack, agent.slug, sessionCount);
  return { slug: agent.slug, sessions };
}

function print(streaming, { message, project }) {
  console.log(`\nstreamed model replies (fake model: ${modelTiming()}):`);
  for (const level of streaming) {
    console.log(
      `  ${level.total} at once: ${level.completed}/${level.total} completed, ${level.done} ended with done, ` +
        `${level.truncated} truncated; server-added TTFT p50 ${level.ttft.p50} / p95 ${level.ttft.p95} / ` +
        `p99 ${level.ttft.p99} ms; stream p50 ${level.streamMs.p50} / p95 ${level.streamMs.p95} ms; ` +
        `peak RSS gateway ${level.peakRssMb.gateway} MB, chat ${level.peakRssMb.chat} MB; ` +
        `CPU % of a core ${busiest(level)}; other processes ${level.otherLoad} % of the machine`,
    );
  }
  for (const [label, run] of [
    ['POST /bot/message (extractive)', message],
    ['GET /projects/project/{slug}', project],
  ]) {
    console.log(
      `${label}, ${run.connections} connections, ${duration} s: ${run.requestsPerSecond} req/s, ` +
        `p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.failures} non-2xx/errors; peak RSS gateway ` +
        `${run.peakRssMb.gateway} MB, chat ${run.peakRssMb.chat} MB; CPU % of a core ${busiest(run)}; ` +
        `other processes ${run.otherLoad} % of the machine`,
    );
  }
}

/** The processes that used at least 5 % of a core, busiest first: "gateway 80, postgres 45, …". */
function busiest({ cpuPercent }) {
  return (
    Object.entries(cpuPercent)
      .filter(([, percent]) => percent >= 5)
      .sort(([, a], [, b]) => b - a)
      .map(([name, percent]) => `${name} ${percent}`)
      .join(', ') || 'none ≥ 5'
  );
}

function modelTiming() {
  return `${fakeLlmTokens(modelReply).length} tokens, one every ${tokenDelayMs} ms, rewrite answered after ${tokenDelayMs} ms`;
}

function record(streaming, { message, project }) {
  const file = new URL('../docs/benchmarks.md', import.meta.url);
  const text = readFileSync(file, 'utf8');
  const start = '<!-- bench:chat -->';
  const end = '<!-- /bench:chat -->';
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}`;
  const rss = (run) => `${run.peakRssMb.gateway} MB / ${run.peakRssMb.chat} MB`;
  const table =
    `${start}\n${new Date().toISOString().slice(0, 10)}, ${machine}; fixture site with 20 content pages, ` +
    `${sessionCount} visitor sessions; fake model: ${modelTiming()}.\n\n` +
    `| streams open at once | completed | ended with \`done\` | truncated | server-added TTFT p50 / p95 / p99 | whole stream p50 / p95 | peak RSS gateway / chat | CPU, % of a core | other load |\n` +
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n` +
    streaming
      .map(
        (level) =>
          `| ${level.total} | ${level.completed} / ${level.total} | ${level.done} | ${level.truncated} | ` +
          `**${level.ttft.p50} / ${level.ttft.p95} / ${level.ttft.p99} ms** | ${level.streamMs.p50} / ${level.streamMs.p95} ms | ` +
          `${rss(level)} | ${busiest(level)} | ${level.otherLoad} % |`,
      )
      .join('\n') +
    `\n\n| request/response, ${duration} s | connections | req/s | p50 | p99 | non-2xx / errors | peak RSS gateway / chat | CPU, % of a core | other load |\n` +
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n` +
    [
      ['`POST /api/v1/bot/message` (extractive, no model)', message],
      ['`GET /api/v1/projects/project/{slug}`', project],
    ]
      .map(
        ([label, run]) =>
          `| ${label} | ${run.connections} | **${run.requestsPerSecond}** | ${run.p50} ms | **${run.p99} ms** | ` +
          `${run.failures} | ${rss(run)} | ${busiest(run)} | ${run.otherLoad} % |`,
      )
      .join('\n') +
    `\n${end}`;
  const updated = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), table)
    : `${text.trimEnd()}\n\n## Visitor chat (npm run bench:chat)\n\nCommand: \`npm run build && npm run bench:chat\`\n\n${table}\n`;
  writeFileSync(file, updated);
}

/** Nearest-rank percentile, rounded to whole milliseconds. */
function percentile(numbers, p) {
  if (numbers.length === 0) return NaN;
  const sorted = [...numbers].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[rank]);
}
