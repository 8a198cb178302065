import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  failure,
  newOwner,
  notFound,
  startProjectsHarness,
  type ProjectsHarness,
} from './harness.js';

let h: ProjectsHarness;

beforeAll(async () => {
  h = await startProjectsHarness();
});

afterAll(async () => {
  await h.stop();
});

const queues = ['chat.project-purge', 'ingestion.project-purge', 'integrations.project-purge'];

async function jobsFor(projectId: string) {
  return Promise.all(
    queues.map(async (name) => {
      const job = await h.queues.get(name)!.getJob(`purge-${projectId}`);
      return job && { queue: name, id: job.id, data: job.data as unknown };
    }),
  );
}

const outboxOf = (projectId: string) =>
  h.db
    .selectFrom('projects.purge_outbox')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('queue')
    .execute();

const rowOf = (id: string) =>
  h.db.selectFrom('projects.projects').selectAll().where('id', '=', id).executeTakeFirst();

async function createProject(owner = newOwner()) {
  const project = await h.client.CreateProject({ owner, name: 'Doomed', description: '', site_url: '' });
  return { owner, project };
}

describe('DeleteProject', () => {
  it('hides the agent from every read and announces the purge on every queue', async () => {
    const { owner, project } = await createProject();
    const keep = await h.client.CreateProject({ owner, name: 'Kept', description: '', site_url: '' });
    await h.client.DeleteProject({ owner, id: project.id });

    expect(await failure(h.client.GetProject({ owner, id: project.id }))).toEqual(notFound);
    expect(await failure(h.client.GetPublicProject({ project_id: project.project_id }))).toEqual(notFound);
    expect(await failure(h.client.UpdateProject({ owner, id: project.id, name: 'Back' }))).toEqual(notFound);
    expect(await failure(h.client.DeleteProject({ owner, id: project.id }))).toEqual(notFound);
    expect((await h.client.ListProjects({ owner })).data.map((p) => p.id)).toEqual([keep.id]);
    expect((await h.client.ListProjectIds({ owner })).ids).toEqual([keep.id]);

    const jobs = await jobsFor(project.id);
    expect(jobs).toEqual(
      queues.map((queue) => ({
        queue,
        id: `purge-${project.id}`,
        data: { projectId: project.id, ownerId: owner.user_id, requestedAt: expect.any(String) as string },
      })),
    );
    const outbox = await outboxOf(project.id);
    expect(outbox.map((r) => [r.queue, r.owner_id, r.sent_at !== null])).toEqual(
      queues.map((queue) => [queue, owner.user_id, true]),
    );
    // Every queue has its job: the row itself is gone.
    expect(await rowOf(project.id)).toBeUndefined();
    expect(await rowOf(keep.id)).toBeDefined();
  });

  it('loses nothing when enqueueing fails after commit: the relay sends it later, once', async () => {
    const { owner, project } = await createProject();
    h.failEnqueue(true);
    try {
      await h.client.DeleteProject({ owner, id: project.id });
      expect(await jobsFor(project.id)).toEqual(queues.map(() => undefined));
      expect((await outboxOf(project.id)).map((r) => r.sent_at)).toEqual(queues.map(() => null));
      // The tombstone waits for the announcements; reads already treat it as gone.
      expect((await rowOf(project.id))?.deleted_at).toBeInstanceOf(Date);
      expect(await failure(h.client.GetProject({ owner, id: project.id }))).toEqual(notFound);
      expect(await h.relay.relayPending()).toBe(0);
    } finally {
      h.failEnqueue(false);
    }

    expect(await h.relay.relayPending()).toBe(queues.length);
    expect((await jobsFor(project.id)).map((job) => job?.id)).toEqual(
      queues.map(() => `purge-${project.id}`),
    );
    expect((await outboxOf(project.id)).every((r) => r.sent_at !== null)).toBe(true);
    expect(await rowOf(project.id)).toBeUndefined();
    // Nothing left to send; sending again would still be the same job id.
    expect(await h.relay.relayPending()).toBe(0);
  });

  it('has the background relay pick up unsent announcements as soon as it starts', async () => {
    const { owner, project } = await createProject();
    h.failEnqueue(true);
    await h.client.DeleteProject({ owner, id: project.id });
    h.failEnqueue(false);
    expect(await jobsFor(project.id)).toEqual(queues.map(() => undefined));

    // As after a restart: the relay runs on start (its interval is far longer than the test).
    const background = h.relay.startBackground(60_000);
    try {
      const jobs = await eventually(async () => {
        const found = await jobsFor(project.id);
        return found.every(Boolean) ? found : undefined;
      });
      expect(jobs.map((job) => job?.queue)).toEqual(queues);
    } finally {
      await background.stop();
    }
    await eventually(async () => ((await rowOf(project.id)) === undefined ? true : undefined));
  });

  it('deletes nothing and announces nothing for another owner', async () => {
    const { owner, project } = await createProject();
    const intruder = newOwner();
    expect(await failure(h.client.DeleteProject({ owner: intruder, id: project.id }))).toEqual(notFound);
    expect(await outboxOf(project.id)).toEqual([]);
    expect(await jobsFor(project.id)).toEqual(queues.map(() => undefined));
    expect((await h.client.GetProject({ owner, id: project.id })).id).toBe(project.id);
  });

  // Last: it stops this file's Redis.
  it('still deletes at once while Redis is away, keeping the announcements for later', async () => {
    const { owner, project } = await createProject();
    await h.stopRedis();
    await h.client.DeleteProject({ owner, id: project.id });
    expect(await failure(h.client.GetProject({ owner, id: project.id }))).toEqual(notFound);
    expect((await outboxOf(project.id)).map((r) => r.sent_at)).toEqual(queues.map(() => null));
  });
});
