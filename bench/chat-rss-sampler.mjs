// Peak resident memory of some processes over a stretch of time, sampled from /proc/<pid>/status
// (VmRSS). VmHWM would give the peak of the process's whole life, start-up and earlier runs included;
// sampling gives the peak of the stretch being measured.
import { readFileSync } from 'node:fs';

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Starts sampling `pids` ({ name: pid }) every `everyMs`; `stop()` answers each one's peak in MiB. */
export function sampleRss(pids, everyMs = 100) {
  const peaks = Object.fromEntries(Object.keys(pids).map((name) => [name, 0]));
  const sample = () => {
    for (const [name, pid] of Object.entries(pids)) peaks[name] = Math.max(peaks[name], rssMb(pid));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return Object.fromEntries(Object.entries(peaks).map(([name, mb]) => [name, Math.round(mb)]));
    },
  };
}
