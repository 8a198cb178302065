import type { Logger } from '@sitesage/logger';
import { repeatInBackground } from '@sitesage/queue';
import type { Clock } from '../../clock.js';

/** One row waiting in an outbox: its job, added under the row's own id, and marking it handed over. */
export type OutboxEntry = {
  /** Ids for the logs; nothing personal. */
  context: Record<string, unknown>;
  /** Adds the job; its id is the row's, so adding it twice (two relays, a crash) is one job. */
  handOver(): Promise<void>;
  markRelayed(at: Date): Promise<void>;
};

/** A table whose rows double as an outbox (the owners' usage notices, requests for a person). */
export type OutboxSource = {
  /** What a row is, for the logs: 'usage notice'. */
  what: string;
  findUnrelayed(limit: number): Promise<OutboxEntry[]>;
};

export type OutboxRelayDeps = {
  clock: Clock;
  log: Logger;
  sources: readonly OutboxSource[];
};

const batchSize = 100;
/** An enqueue that takes longer is given up for now (Redis away); the next run sends it again. */
const enqueueTimeoutMs = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer from Redis within ${String(ms)} ms`));
    }, ms);
  });
  return Promise.race([work, expired]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * Hands what the chat service owes the owners' e-mail (auth's queues) from the rows that recorded
 * it: each row is written by the statement that made it due, so it is the outbox. The relay adds
 * one job per row and then marks it relayed; a crash between the two adds the same job id again,
 * and auth records each e-mail it sent, so an owner gets one. While Redis is away rows wait.
 */
export function createOutboxRelay({ clock, log, sources }: OutboxRelayDeps) {
  const relaySource = async (source: OutboxSource): Promise<number> => {
    let relayed = 0;
    try {
      for (const entry of await source.findUnrelayed(batchSize)) {
        try {
          await withTimeout(entry.handOver(), enqueueTimeoutMs);
        } catch (error) {
          log.warn(
            { err: error, ...entry.context },
            `${source.what} not handed to the e-mail queue yet; the relay will try again`,
          );
          // Redis is most likely away: the rest would wait just as long. The next run goes on.
          break;
        }
        await entry.markRelayed(clock());
        relayed += 1;
        log.info(entry.context, `${source.what} handed to the e-mail queue`);
      }
    } catch (error) {
      log.warn({ err: error }, `${source.what} relay could not run; it will try again`);
    }
    return relayed;
  };

  const relayPending = async (): Promise<number> => {
    let relayed = 0;
    for (const source of sources) relayed += await relaySource(source);
    return relayed;
  };

  return {
    relayPending,

    /** Relays now and then every intervalMs until stopped; runs never overlap. */
    startBackground: (intervalMs: number) => repeatInBackground(relayPending, intervalMs),
  };
}

export type OutboxRelay = ReturnType<typeof createOutboxRelay>;
