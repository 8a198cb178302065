import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatProjectPurgeQueue, purgeJobId, type ProjectPurge } from '@sitesage/queue';
import { generateSessionId } from '../src/domain/sessions/session-id.fns.js';
import { minutesAgo, rowsOf, seedSession, startChatHarness, type ChatHarness } from './harness.js';

let h: ChatHarness;

beforeAll(async () => {
  h = await startChatHarness();
});

afterAll(async () => {
  await h.stop();
});

const newProject = () => `project-${randomUUID()}`;
/** Upper bound for a job to finish, so a broken worker fails the test instead of hanging it. */
const jobTimeoutMs = 20_000;

/** Enqueues a purge exactly as the projects service does: the contract's name, payload and job id. */
async function requestPurge(projectId: string, jobId = purgeJobId(projectId)): Promise<unknown> {
  const payload: ProjectPurge = chatProjectPurgeQueue.payload.parse({
    projectId,
    ownerId: 'OWNER123',
    requestedAt: new Date().toISOString(),
  });
  const job = await h.queue.add(chatProjectPurgeQueue.name, payload, { jobId, attempts: 3 });
  return job.waitUntilFinished(h.queueEvents, jobTimeoutMs);
}

/** Two sessions with four messages, and one session nobody wrote in. */
async function seedProject(projectId: string): Promise<void> {
  await seedSession(h.db, projectId, [
    { role: 'user', content: 'Do you deliver?', at: minutesAgo(10) },
    { role: 'assistant', content: 'Yes.', at: minutesAgo(10) },
  ]);
  await seedSession(h.db, projectId, [
    { role: 'user', content: 'Price?', at: minutesAgo(3) },
    { role: 'assistant', content: '499.', at: minutesAgo(2) },
  ]);
  await seedSession(h.db, projectId, [], { created_at: minutesAgo(1) });
}

describe('project purge', () => {
  it("deletes every session and message of the deleted project, and nothing of another's", async () => {
    const deleted = newProject();
    const kept = newProject();
    await seedProject(deleted);
    await seedProject(kept);
    expect(await rowsOf(h.db, deleted)).toEqual({ sessions: 3, messages: 4 });

    expect(await requestPurge(deleted)).toEqual({ sessions: 3, messages: 4 });

    expect(await rowsOf(h.db, deleted)).toEqual({ sessions: 0, messages: 0 });
    expect(await rowsOf(h.db, kept)).toEqual({ sessions: 3, messages: 4 });
    expect(await h.client.GetAnalytics({ project_ids: [deleted] })).toEqual({
      total_sessions: 0,
      total_active_sessions: 0,
      total_responses: 0,
      recent_activity: [],
    });
    expect((await h.client.GetAnalytics({ project_ids: [kept] })).total_sessions).toBe(3);
  });

  it('succeeds again, deleting nothing, when the same project is purged twice', async () => {
    const deleted = newProject();
    const kept = newProject();
    await seedProject(deleted);
    await seedProject(kept);
    expect(await requestPurge(deleted)).toEqual({ sessions: 3, messages: 4 });
    // A second request (a retried delete, a replayed job) under a job id of its own.
    expect(await requestPurge(deleted, `${purgeJobId(deleted)}-again`)).toEqual({ sessions: 0, messages: 0 });
    expect(await rowsOf(h.db, kept)).toEqual({ sessions: 3, messages: 4 });
  });

  it('deletes a project with more sessions than one batch holds', async () => {
    const big = newProject();
    const sessions = 1_203;
    await h.db
      .insertInto('chat.sessions')
      .values(
        Array.from({ length: sessions }, () => ({
          id: generateSessionId(),
          project_id: big,
          source: 'embedded_widget' as const,
        })),
      )
      .execute();
    expect(await requestPurge(big)).toEqual({ sessions, messages: 0 });
    expect(await rowsOf(h.db, big)).toEqual({ sessions: 0, messages: 0 });
  });

  it('fails a malformed job at once, without retries, and keeps working', async () => {
    const job = await h.queue.add(
      chatProjectPurgeQueue.name,
      { projectId: '', requestedAt: 'yesterday' },
      { jobId: `malformed-${randomUUID()}`, attempts: 3 },
    );
    await expect(job.waitUntilFinished(h.queueEvents, jobTimeoutMs)).rejects.toThrow(
      `Malformed ${chatProjectPurgeQueue.name} job: bad projectId, ownerId`,
    );
    const failed = await h.queue.getJob(job.id!);
    expect(await failed?.getState()).toBe('failed');
    expect(failed?.attemptsMade).toBe(1);

    // The same worker goes on with the next job.
    const project = newProject();
    await seedProject(project);
    expect(await requestPurge(project)).toEqual({ sessions: 3, messages: 4 });
  });
});
