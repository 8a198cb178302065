// K1's "event-loop delay p99 ≤ 100 ms": how long each process of the stack left callbacks waiting,
// read from what event-loop-probe.mjs wrote inside them.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportEveryMs = 5_000;

/** Environment for startLocalStack that loads the probe into every Node process it starts. */
export function eventLoopProbeEnv() {
  const directory = mkdtempSync(join(tmpdir(), 'sitesage-event-loop-'));
  const probe = new URL('./event-loop-probe.mjs', import.meta.url).href;
  const nodeOptions = [process.env.NODE_OPTIONS, `--import=${probe}`].filter(Boolean).join(' ');
  return { directory, env: { NODE_OPTIONS: nodeOptions, EVENT_LOOP_PROBE_DIR: directory } };
}

/**
 * For each named process ({ name: pid }), the worst 5-second p99 and the longest single delay (ms)
 * among the probe's reports of 5 s that lie between `fromMs` and `toMs` (Date.now() times).
 */
export function eventLoopDelays(directory, pids, fromMs, toMs) {
  const files = new Set(readdirSync(directory));
  const delays = {};
  for (const [name, pid] of Object.entries(pids)) {
    if (!files.has(`${pid}.jsonl`)) continue;
    const reports = readFileSync(join(directory, `${pid}.jsonl`), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((report) => report.at - reportEveryMs >= fromMs && report.at <= toMs);
    if (reports.length === 0) continue;
    delays[name] = {
      p99: Math.round(Math.max(...reports.map((report) => report.p99))),
      max: Math.round(Math.max(...reports.map((report) => report.max))),
    };
  }
  return delays;
}
