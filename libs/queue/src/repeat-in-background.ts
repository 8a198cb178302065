/**
 * Runs `task` now and then every `intervalMs` until stopped, never two runs at once: a run still
 * going when the next is due is not doubled up. For outbox relays, which hand rows to queues and
 * must keep trying while Redis is away. `stop` waits for the run in progress.
 */
export function repeatInBackground(
  task: () => Promise<unknown>,
  intervalMs: number,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = task().finally(() => {
      busy = false;
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
