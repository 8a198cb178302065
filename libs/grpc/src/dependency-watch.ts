import type { Logger } from '@sitesage/logger';

/** Resolves when the dependency answers a cheap request; rejects (or never settles) when it cannot. */
export type DependencyCheck = () => Promise<unknown>;

export type DependencyChecks = {
  /** How often each dependency is asked; health calls read the last answer, never ask themselves. */
  intervalMs: number;
  checks: Record<string, DependencyCheck>;
};

export type DependencyWatch = { stop(): void };

/**
 * A check that fails is believed at once (a refused connection is unambiguous), but a slow one only
 * after three intervals: the embedded PGlite answers one query at a time, so a long transaction can
 * hold `select 1` up for a few seconds without anything being down.
 */
const slowChecksTolerated = 3;

/**
 * Asks each dependency every `intervalMs` and reports whether it answered in time. A check that
 * has not settled within `slowChecksTolerated` intervals counts as failing, and no second one
 * starts beside it, so a hung database cannot collect a pile of waiting health queries. Every
 * change is logged once.
 */
export function watchDependencies(
  { intervalMs, checks }: DependencyChecks,
  { log, report }: { log: Logger; report: (name: string, answers: boolean) => void },
): DependencyWatch {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const watch = (name: string, check: DependencyCheck) => {
    let answers = true;
    let inFlight: Promise<unknown> | undefined;

    const settle = (now: boolean, error?: unknown) => {
      if (stopped) return;
      if (now !== answers) {
        answers = now;
        if (now) log.info({ dependency: name }, 'dependency answers again; serving');
        else log.warn({ dependency: name, err: error }, 'dependency cannot answer; not serving');
      }
      report(name, now);
    };

    const round = async () => {
      inFlight ??= check().finally(() => {
        inFlight = undefined;
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => {
          resolve('late');
        }, intervalMs * slowChecksTolerated);
        timer.unref();
      });
      try {
        const outcome = await Promise.race([inFlight, late]);
        if (outcome === 'late')
          settle(false, new Error(`no answer within ${intervalMs * slowChecksTolerated} ms`));
        else settle(true);
      } catch (error) {
        settle(false, error);
      } finally {
        clearTimeout(timer);
      }
      schedule();
    };

    const schedule = () => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        void round();
      }, intervalMs);
      // Health polling alone must never keep a process alive.
      timer.unref();
      timers.add(timer);
    };

    void round();
  };

  for (const [name, check] of Object.entries(checks)) watch(name, check);

  return {
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
