import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, newOwner, startProjectsHarness, type ProjectsHarness } from './harness.js';

let h: ProjectsHarness;

beforeAll(async () => {
  h = await startProjectsHarness();
});

afterAll(async () => {
  await h.stop();
});

const limitMessage = 'You have reached the maximum allowed projects for your plan.';

async function liveProjects(userId: string): Promise<number> {
  const rows = await h.db
    .selectFrom('projects.projects')
    .select('id')
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.length;
}

/** Fires `count` creates at once and sorts the outcomes. */
async function createConcurrently(owner: { user_id: string; plan: string }, count: number) {
  const outcomes = await Promise.allSettled(
    Array.from({ length: count }, (_, i) =>
      h.client.CreateProject({ owner, name: `Agent ${i}`, description: '', site_url: '' }),
    ),
  );
  const refused = outcomes.flatMap((o) =>
    o.status === 'rejected' ? [o.reason as { code: string; message: string }] : [],
  );
  return { created: outcomes.filter((o) => o.status === 'fulfilled').length, refused };
}

describe('plan limits', () => {
  it('lets 20 concurrent creates of a FREE owner leave exactly 1 agent', async () => {
    const owner = newOwner('FREE');
    const { created, refused } = await createConcurrently(owner, 20);
    expect(created).toBe(1);
    expect(refused).toHaveLength(19);
    for (const error of refused)
      expect(error).toMatchObject({ code: 'PERMISSION_DENIED', message: limitMessage });
    expect(await liveProjects(owner.user_id)).toBe(1);
    expect((await h.client.ListProjects({ owner })).total).toBe(1);
  });

  it('lets 20 concurrent creates of a BASIC owner leave exactly 5', async () => {
    const owner = newOwner('BASIC');
    const { created, refused } = await createConcurrently(owner, 20);
    expect(created).toBe(5);
    expect(refused).toHaveLength(15);
    expect(await liveProjects(owner.user_id)).toBe(5);
  });

  it('counts each owner separately', async () => {
    const [a, b] = [newOwner('FREE'), newOwner('FREE')];
    const [first, second] = await Promise.all([createConcurrently(a, 5), createConcurrently(b, 5)]);
    expect([first.created, second.created]).toEqual([1, 1]);
  });

  it('allows nothing on an unknown plan, and says so', async () => {
    for (const plan of ['', 'GOLD', 'free-trial']) {
      const owner = newOwner(plan);
      expect(
        await failure(h.client.CreateProject({ owner, name: 'Agent', description: '', site_url: '' })),
        plan,
      ).toEqual({ code: 'PERMISSION_DENIED', message: limitMessage, field: undefined });
      expect(await liveProjects(owner.user_id)).toBe(0);
    }
  });

  it('frees a place when an agent is deleted', async () => {
    const owner = newOwner('FREE');
    const project = await h.client.CreateProject({ owner, name: 'One', description: '', site_url: '' });
    expect(
      (await failure(h.client.CreateProject({ owner, name: 'Two', description: '', site_url: '' }))).code,
    ).toBe('PERMISSION_DENIED');
    await h.client.DeleteProject({ owner, id: project.id });
    expect((await h.client.CreateProject({ owner, name: 'Two', description: '', site_url: '' })).name).toBe(
      'Two',
    );
  });

  it('tells the list how many agents the plan allows', async () => {
    const limits = { FREE: 1, BASIC: 5, PRO: 50, ENTERPRISE: 100, GOLD: 0, free: 1 };
    for (const [plan, limit] of Object.entries(limits)) {
      expect((await h.client.ListProjects({ owner: newOwner(plan) })).plan_limit, plan).toBe(limit);
    }
  });
});
