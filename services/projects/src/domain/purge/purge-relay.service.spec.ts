import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@sitesage/logger';
import type { PurgeOutboxRow } from '../../db/database.js';
import { createPurgeRelay, type PurgeProducer } from './purge-relay.service.js';

const log = createLogger({ service: 'projects-test', level: 'silent' });
const at = new Date('2026-01-02T03:04:05.000Z');

function outboxWith(rows: PurgeOutboxRow[]) {
  return {
    sent: [] as string[],
    findUnsent: ({ projectId }: { projectId?: string; limit: number }) =>
      Promise.resolve(rows.filter((r) => r.sent_at === null && (!projectId || r.project_id === projectId))),
    markSent(id: string) {
      this.sent.push(id);
      const row = rows.find((r) => r.id === id);
      if (row) row.sent_at = at;
      return Promise.resolve();
    },
  };
}

const row = (id: string, project: string, queue: string): PurgeOutboxRow => ({
  id,
  project_id: project,
  owner_id: 'OWNER1',
  queue,
  created_at: at,
  sent_at: null,
});

function recordingProducer(): PurgeProducer & { jobs: { data: unknown; jobId: string }[] } {
  const jobs: { data: unknown; jobId: string }[] = [];
  return {
    jobs,
    add: (data, { jobId }) => {
      jobs.push({ data, jobId });
      return Promise.resolve();
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('purge relay', () => {
  it('sends each announcement with a deterministic job id, marks it sent, then drops the project row', async () => {
    const outbox = outboxWith([
      row('1', 'P1', 'chat.project-purge'),
      row('2', 'P1', 'ingestion.project-purge'),
    ]);
    const chat = recordingProducer();
    const ingestion = recordingProducer();
    const deleted: string[] = [];
    const relay = createPurgeRelay({
      clock: () => at,
      log,
      outbox,
      projects: { deletePurgedProject: (id) => (deleted.push(id), Promise.resolve(true)) },
      producers: new Map([
        ['chat.project-purge', chat],
        ['ingestion.project-purge', ingestion],
      ]),
    });
    expect(await relay.relayPending()).toBe(2);
    const job = {
      data: { projectId: 'P1', ownerId: 'OWNER1', requestedAt: at.toISOString() },
      jobId: 'purge-P1',
    };
    expect(chat.jobs).toEqual([job]);
    expect(ingestion.jobs).toEqual([job]);
    expect(outbox.sent).toEqual(['1', '2']);
    expect(deleted).toEqual(['P1']);
    expect(await relay.relayPending()).toBe(0);
  });

  it('stops a run at the first failure and leaves the rest unsent', async () => {
    const outbox = outboxWith([row('1', 'P1', 'chat.project-purge'), row('2', 'P2', 'chat.project-purge')]);
    const deleted: string[] = [];
    const relay = createPurgeRelay({
      clock: () => at,
      log,
      outbox,
      projects: { deletePurgedProject: (id) => (deleted.push(id), Promise.resolve(true)) },
      producers: new Map([['chat.project-purge', { add: () => Promise.reject(new Error('Redis is away')) }]]),
    });
    expect(await relay.relayPending()).toBe(0);
    expect(outbox.sent).toEqual([]);
    expect(deleted).toEqual([]);
  });

  it('gives up on an enqueue that never answers, so a deletion is not held up', async () => {
    vi.useFakeTimers();
    const outbox = outboxWith([row('1', 'P1', 'chat.project-purge')]);
    const relay = createPurgeRelay({
      clock: () => at,
      log,
      outbox,
      projects: { deletePurgedProject: () => Promise.resolve(false) },
      producers: new Map([['chat.project-purge', { add: () => new Promise<void>(() => undefined) }]]),
    });
    const run = relay.relayPending();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await run).toBe(0);
    expect(outbox.sent).toEqual([]);
  });

  it('survives a database that cannot be read', async () => {
    const relay = createPurgeRelay({
      clock: () => at,
      log,
      outbox: {
        findUnsent: () => Promise.reject(new Error('ECONNREFUSED')),
        markSent: () => Promise.resolve(),
      },
      projects: { deletePurgedProject: () => Promise.resolve(false) },
      producers: new Map(),
    });
    expect(await relay.relayPending()).toBe(0);
  });
});
