import { once } from 'node:events';
import { Queue, type Job, type Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestRedis, type TestRedis } from '@sitesage/testing';
import { consumeQueue, createRedis, defineQueue, type ConsumerLog } from './index.js';

let server: TestRedis;

beforeAll(async () => {
  server = await startTestRedis();
});

afterAll(async () => {
  await server.stop();
});

const notes = defineQueue(
  'test.note-write',
  z.object({ noteId: z.string().min(1), words: z.number().int().default(0) }),
);

function recordingLog() {
  const lines: Array<{ level: 'warn' | 'error'; message: string; details: object }> = [];
  const log: ConsumerLog = {
    warn: (details, message) => lines.push({ level: 'warn', message, details }),
    error: (details, message) => lines.push({ level: 'error', message, details }),
  };
  return { log, lines };
}

async function withQueue<T>(run: (queue: Queue, connection: ReturnType<typeof createRedis>) => Promise<T>) {
  const connection = createRedis(server.url, 'worker');
  const producing = createRedis(server.url, 'worker');
  const queue = new Queue(notes.name, { connection: producing });
  await queue.obliterate({ force: true });
  try {
    return await run(queue, connection);
  } finally {
    await queue.close();
    producing.disconnect();
    connection.disconnect();
  }
}

const settled = (worker: Worker) =>
  Promise.race([
    once(worker, 'completed').then(([job]) => job as Job),
    once(worker, 'failed').then(([job]) => job as Job),
  ]);

describe('consumeQueue', () => {
  it('hands the handler the payload as the queue schema parsed it', async () => {
    await withQueue(async (queue, connection) => {
      const seen: unknown[] = [];
      const { log } = recordingLog();
      const worker = consumeQueue(
        notes,
        async (payload) => {
          seen.push(payload);
          return payload.words + 1;
        },
        { connection, log },
      );
      const done = settled(worker);
      await queue.add(notes.name, { noteId: 'n1', extra: 'dropped' }, { jobId: 'good' });
      const job = await done;
      await worker.close();
      expect(seen).toEqual([{ noteId: 'n1', words: 0 }]);
      expect(job.returnvalue).toBe(1);
    });
  });

  it('fails a payload off the contract at once, naming its fields, without calling the handler', async () => {
    await withQueue(async (queue, connection) => {
      let calls = 0;
      const { log, lines } = recordingLog();
      const worker = consumeQueue(
        notes,
        async () => {
          calls += 1;
          return 0;
        },
        { connection, log },
      );
      const done = settled(worker);
      await queue.add(notes.name, { noteId: '', words: 'many' }, { jobId: 'bad', attempts: 5 });
      const job = await done;
      await worker.close();
      expect(calls).toBe(0);
      expect(job.attemptsMade).toBe(1);
      expect(job.failedReason).toBe('Malformed test.note-write job: bad noteId, words');
      expect(lines).toMatchObject([
        { level: 'warn', message: 'job failed', details: { queue: notes.name, jobId: 'bad' } },
      ]);
    });
  });

  it('logs a failure that will be retried as a warning and the last one as an error, when asked to', async () => {
    await withQueue(async (queue, connection) => {
      const { log, lines } = recordingLog();
      const worker = consumeQueue(
        notes,
        (): Promise<number> => Promise.reject(new Error('mail server away')),
        {
          connection,
          log,
          failureMessages: { retrying: 'not yet', givenUp: 'given up' },
        },
      );
      const first = settled(worker);
      await queue.add(notes.name, { noteId: 'n2' }, { jobId: 'flaky', attempts: 2 });
      await first;
      const second = settled(worker);
      await second;
      await worker.close();
      expect(lines.map(({ level, message }) => [level, message])).toEqual([
        ['warn', 'not yet'],
        ['error', 'given up'],
      ]);
    });
  });
});
