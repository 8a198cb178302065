// What processes have used, read from Linux's /proc: CPU time, peak resident memory, machine load.
import { readdirSync, readFileSync } from 'node:fs';

// Linux reports utime/stime in clock ticks; 100 per second on every usual kernel configuration.
const ticksPerSecond = 100;

/** CPU milliseconds (user + system) and peak RSS (VmHWM, MiB) of `pid`; undefined once it has ended. */
export function processUsage(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const peakKb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    return { cpuMs, peakRssMb: Math.round(peakKb / 1024) };
  } catch {
    return undefined;
  }
}

/**
 * CPU milliseconds of every running process whose command is `command` (e.g. `postgres`: a real
 * server's postmaster and its backends, one per connection, none of them this process's children).
 */
export function cpuMsOfCommand(command) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== command) continue;
    } catch {
      continue;
    }
    total += processUsage(entry)?.cpuMs ?? 0;
  }
  return total;
}

/** CPU milliseconds of this process plus every child it has waited for (theirs up to their exit). */
export function ownAndChildrenCpuMs() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return (ticks * 1000) / ticksPerSecond;
}

/**
 * Machine-wide CPU counters from /proc/stat, to tell how busy processes kept the machine between
 * two reads. Busy is user + nice + system time only: interrupt time belongs to no process, and
 * loopback networking puts much of it on the benchmark's own account.
 */
export function machineCpu() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [user = 0, nice = 0, system = 0] = line.trim().split(/\s+/).slice(1, 4).map(Number);
  return { busyMs: ((user + nice + system) * 1000) / ticksPerSecond };
}

/** CPU milliseconds processes used between two `machineCpu()` reads. */
export function busyMsBetween(before, after) {
  return after.busyMs - before.busyMs;
}
