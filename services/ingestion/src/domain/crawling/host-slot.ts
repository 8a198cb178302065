import type { HostGate } from './host-gate.port.js';

/** How long a step waits in place for a busy host before giving its job back to the queue. */
const shortWaitMs = 1_000;

/**
 * A politeness slot for `host`, waiting in place while the host is only busy for a moment.
 * `patientMs` bounds the whole wait: page jobs give up quickly (their job is delayed instead),
 * discovery waits out even a Retry-After pause, since it has no cheaper way to wait.
 */
export async function acquireHostSlot(
  gate: HostGate,
  host: string,
  holder: string,
  patientMs = shortWaitMs,
): Promise<{ ok: true } | { ok: false; waitMs: number }> {
  const deadline = Date.now() + patientMs;
  let slot = await gate.acquire(host, holder);
  while (!slot.ok && Date.now() + slot.waitMs <= deadline) {
    await new Promise((resolve) => setTimeout(resolve, slot.ok ? 0 : slot.waitMs));
    slot = await gate.acquire(host, holder);
  }
  return slot;
}

/** The site stayed busy or paused longer than the caller would wait: try the whole step later. */
export class HostBusyError extends Error {
  constructor(host: string) {
    super(`${host} stayed busy; the step will run again later`);
    this.name = 'HostBusyError';
  }
}

/**
 * Runs one request to `url` inside a politeness slot of its host (the same limit and pauses page
 * fetches obey), waiting as long as `patientMs` for it.
 */
export async function politely<T>(
  gate: HostGate,
  url: string,
  holder: string,
  patientMs: number,
  request: () => Promise<T>,
): Promise<T> {
  const host = new URL(url).host;
  const slot = await acquireHostSlot(gate, host, holder, patientMs);
  if (!slot.ok) throw new HostBusyError(host);
  try {
    return await request();
  } finally {
    await gate.release(host, holder);
  }
}
