import type { Logger } from '@sitesage/logger';
import { purgeJobId, type ProjectPurge, repeatInBackground } from '@sitesage/queue';
import type { Clock } from '../../clock.js';
import type { ProjectsRepository } from '../../db/projects.repository.js';
import type { PurgeOutboxRepository } from '../../db/purge-outbox.repository.js';

/** What the relay needs of a queue producer (createProducer's add). */
export type PurgeProducer = { add(data: ProjectPurge, options: { jobId: string }): Promise<void> };

export type PurgeRelayDeps = {
  clock: Clock;
  log: Logger;
  outbox: Pick<PurgeOutboxRepository, 'findUnsent' | 'markSent'>;
  projects: Pick<ProjectsRepository, 'deletePurgedProject'>;
  /** One producer per purge queue, by queue name. */
  producers: ReadonlyMap<string, PurgeProducer>;
};

const batchSize = 100;
/** An enqueue that takes longer is given up for now (Redis away); the next run sends it again. */
const enqueueTimeoutMs = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer from Redis within ${ms} ms`));
    }, ms);
  });
  return Promise.race([work, expired]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * The transactional outbox's relay: sends the purge announcements a deletion recorded, marks each
 * sent once its job is in Redis, and drops the deleted project's row when all are sent. Jobs carry
 * deterministic ids, so sending one twice (two relays, a crash after add but before markSent) is
 * still one job. It runs after each deletion and in the background, which picks up whatever a
 * crash or a Redis outage left unsent.
 */
export function createPurgeRelay({ clock, log, outbox, projects, producers }: PurgeRelayDeps) {
  const relayPending = async (options: { projectId?: string } = {}): Promise<number> => {
    let sent = 0;
    try {
      const rows = await outbox.findUnsent({ ...options, limit: batchSize });
      const touched = new Set<string>();
      for (const row of rows) {
        const producer = producers.get(row.queue);
        if (!producer) {
          log.error({ projectId: row.project_id, queue: row.queue }, 'no producer for a purge queue');
          continue;
        }
        try {
          await withTimeout(
            producer.add(
              { projectId: row.project_id, ownerId: row.owner_id, requestedAt: row.created_at.toISOString() },
              { jobId: purgeJobId(row.project_id) },
            ),
            enqueueTimeoutMs,
          );
          await outbox.markSent(row.id, clock());
          sent += 1;
          touched.add(row.project_id);
        } catch (error) {
          log.warn(
            { err: error, projectId: row.project_id, queue: row.queue },
            'purge announcement not sent yet; the relay will try again',
          );
          // Redis is most likely away: the rest would wait just as long. The next run goes on.
          break;
        }
      }
      for (const projectId of touched) {
        if (await projects.deletePurgedProject(projectId)) {
          log.info({ projectId }, 'every purge announced; project row removed');
        }
      }
    } catch (error) {
      log.warn({ err: error }, 'purge relay could not run; it will try again');
    }
    return sent;
  };

  return {
    relayPending,

    /** Relays now and then every intervalMs until stopped; runs never overlap. */
    startBackground: (intervalMs: number) => repeatInBackground(relayPending, intervalMs),
  };
}

export type PurgeRelay = ReturnType<typeof createPurgeRelay>;
