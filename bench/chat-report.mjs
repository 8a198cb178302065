// How the chat benchmark (chat-answer.bench.mjs) prints its figures and writes them into
// docs/benchmarks.md between its markers. `labels`: { steadyLabel, modelTiming, duration }, the
// run's load, fake model and request/response duration in words.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

export function printChatFigures(
  { steady: run, audit, bursts },
  { message, project },
  { steadyLabel, modelTiming, duration },
) {
  console.log(`\nstreamed model replies (fake model: ${modelTiming}):`);
  console.log(
    `  ${steadyLabel}: ${run.conversations} conversations, ${run.total} streams, ${run.done} ended with done, ` +
      `${run.truncated} truncated, ${run.refused} refused; open streams mean ${run.openStreams.mean} / max ` +
      `${run.openStreams.max}; server-added TTFT p50 ${run.steadyTtft.p50} / p95 ${run.steadyTtft.p95} / p99 ` +
      `${run.steadyTtft.p99} ms (whole run p95 ${run.ttft.p95}); stream p50 ${run.streamMs.p50} / p95 ` +
      `${run.streamMs.p95} ms; peak RSS gateway ${run.peakRssMb.gateway} MB, chat ${run.peakRssMb.chat} MB; ` +
      `CPU % of a core ${busiest(run)}; other processes ${run.otherLoad} % of the machine`,
  );
  console.log(`  event-loop delay, worst 5 s p99 / max (ms): ${eventLoopText(run.eventLoopMs)}`);
  console.log(`  data audit: ${audit.differences.length === 0 ? 'exact' : audit.differences.join('; ')}`);
  for (const level of bursts) {
    console.log(
      `  ${level.total} at once: ${level.done} ended with done, ${level.truncated} truncated, ${level.refused} ` +
        `refused; server-added TTFT p50 ${level.ttft.p50} / p95 ${level.ttft.p95} / p99 ${level.ttft.p99} ms`,
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

/** "gateway 12 / 40, chat 30 / 80": the API processes first, then the rest. */
function eventLoopText(delays) {
  const order = ['gateway', 'chat', 'projects', 'auth', 'ingestion', 'postgres'];
  return Object.entries(delays)
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([name, { p99, max }]) => `${name} ${p99} / ${max}`)
    .join(', ');
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

export function recordChatFigures(
  { steady: run, audit, bursts },
  { message, project },
  { steadyLabel, modelTiming, duration },
) {
  const file = new URL('../docs/benchmarks.md', import.meta.url);
  const text = readFileSync(file, 'utf8');
  const start = '<!-- bench:chat -->';
  const end = '<!-- /bench:chat -->';
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}`;
  const rss = (figures) => `${figures.peakRssMb.gateway} MB / ${figures.peakRssMb.chat} MB`;
  const ttft = ({ p50, p95, p99 }) => `**${p50} / ${p95} / ${p99} ms**`;
  const auditText =
    audit.differences.length === 0
      ? `exact (${audit.stored.sessions} sessions, ${audit.stored.questions} questions, ${audit.stored.completeReplies} complete replies)`
      : audit.differences.join('; ');
  const burstRows = bursts.map(
    (level) =>
      `| ${level.total} opened at once | ${level.total} | ${level.done} | ${level.truncated} / ${level.refused} | — | ` +
      `${ttft(level.ttft)} | ${level.streamMs.p50} / ${level.streamMs.p95} ms | ${rss(level)} | ${busiest(level)} | ${level.otherLoad} % |`,
  );
  const table =
    `${start}\n${new Date().toISOString().slice(0, 10)}, ${machine}; fixture site with 20 content pages; ` +
    `fake model: ${modelTiming}.\n\n` +
    `| load | streams | ended with \`done\` | truncated / refused | open streams mean / max | server-added TTFT p50 / p95 / p99 | whole stream p50 / p95 | peak RSS gateway / chat | CPU, % of a core | other load |\n` +
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n` +
    `| K1: ${steadyLabel} | ${run.total} | ${run.done} | ${run.truncated} / ${run.refused} | ` +
    `${run.openStreams.mean} / ${run.openStreams.max} | ${ttft(run.steadyTtft)} | ${run.streamMs.p50} / ${run.streamMs.p95} ms | ` +
    `${rss(run)} | ${busiest(run)} | ${run.otherLoad} % |\n` +
    burstRows.map((row) => `${row}\n`).join('') +
    `\nEvent-loop delay during K1 (worst 5-second p99 / longest single delay, ms): ${eventLoopText(run.eventLoopMs)}.\n` +
    `Data audit after K1: ${auditText}. Model calls: ${run.rewrites} rewrites, ${run.streams} streamed replies.\n` +
    `\n| request/response, ${duration} s | connections | req/s | p50 | p99 | non-2xx / errors | peak RSS gateway / chat | CPU, % of a core | other load |\n` +
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n` +
    [
      ['`POST /api/v1/bot/message` (extractive, no model)', message],
      ['`GET /api/v1/projects/project/{slug}`', project],
    ]
      .map(
        ([label, figures]) =>
          `| ${label} | ${figures.connections} | **${figures.requestsPerSecond}** | ${figures.p50} ms | **${figures.p99} ms** | ` +
          `${figures.failures} | ${rss(figures)} | ${busiest(figures)} | ${figures.otherLoad} % |`,
      )
      .join('\n') +
    `\n${end}`;
  const updated = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), table)
    : `${text.trimEnd()}\n\n## Visitor chat (npm run bench:chat)\n\nCommand: \`npm run build && npm run bench:chat\`\n\n${table}\n`;
  writeFileSync(file, updated);
}
