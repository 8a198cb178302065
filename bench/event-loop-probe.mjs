// Loaded into every Node process of a benchmark's stack through NODE_OPTIONS=--import (see
// eventLoopProbeEnv in chat-event-loop.mjs), never by the product itself: every 5 s it appends the
// event loop's delay over those 5 s (p99 and max, ms) to EVENT_LOOP_PROBE_DIR/<pid>.jsonl.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const directory = process.env.EVENT_LOOP_PROBE_DIR;
if (directory) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const file = join(directory, `${process.pid}.jsonl`);
  const nanosecondsPerMs = 1e6;
  setInterval(() => {
    const line = {
      at: Date.now(),
      p99: histogram.percentile(99) / nanosecondsPerMs,
      max: histogram.max / nanosecondsPerMs,
    };
    histogram.reset();
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 5_000).unref();
}
