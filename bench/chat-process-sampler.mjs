// What the stack's processes used over a stretch of time: each one's peak resident memory, sampled
// from /proc/<pid>/status (VmRSS; VmHWM would be the peak of the process's whole life, start-up and
// earlier runs included), its CPU, and how much of the machine other processes took meanwhile.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { busyMsBetween, machineCpu, processUsage } from './process-usage.mjs';

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Starts sampling `pids` ({ name: pid }) every `everyMs`. `stop()` answers each one's peak RSS
 * (MiB) and CPU (% of one core) over the stretch, and `otherLoad`: the share of the whole machine
 * used by processes that are neither these nor this benchmark (the fake model and fixture site).
 */
export function sampleProcesses(pids, everyMs = 100) {
  const entries = Object.entries(pids);
  const peaks = Object.fromEntries(entries.map(([name]) => [name, 0]));
  const cpuBefore = Object.fromEntries(entries.map(([name, pid]) => [name, processUsage(pid)?.cpuMs ?? 0]));
  const benchBefore = process.cpuUsage();
  const machineBefore = machineCpu();
  const started = performance.now();
  const sample = () => {
    for (const [name, pid] of entries) peaks[name] = Math.max(peaks[name], rssMb(pid));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const elapsedMs = performance.now() - started;
      const cpuPercent = {};
      let ownMs = 0;
      for (const [name, pid] of entries) {
        const usedMs = (processUsage(pid)?.cpuMs ?? 0) - cpuBefore[name];
        ownMs += usedMs;
        cpuPercent[name] = Math.round((usedMs * 100) / elapsedMs);
      }
      const bench = process.cpuUsage(benchBefore);
      const benchMs = (bench.user + bench.system) / 1000;
      cpuPercent.bench = Math.round((benchMs * 100) / elapsedMs);
      ownMs += benchMs;
      const busyMs = busyMsBetween(machineBefore, machineCpu());
      const otherLoad = Math.max(0, (busyMs - ownMs) / (elapsedMs * os.cpus().length));
      return {
        peakRssMb: Object.fromEntries(Object.entries(peaks).map(([name, mb]) => [name, Math.round(mb)])),
        cpuPercent,
        otherLoad: Math.round(otherLoad * 100),
      };
    },
  };
}
