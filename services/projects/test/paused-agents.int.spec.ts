import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, newOwner, notFound, startProjectsHarness, type ProjectsHarness } from './harness.js';

let h: ProjectsHarness;

beforeAll(async () => {
  h = await startProjectsHarness();
});

afterAll(async () => {
  await h.stop();
});

type Owner = { user_id: string; plan: string };

/** Creates agents one after another (so their age order is the order given). */
async function createAgents(owner: Owner, names: string[]) {
  const created = [];
  for (const name of names) {
    created.push(await h.client.CreateProject({ owner, name, description: '', site_url: '' }));
  }
  return created;
}

/** The owner's agents by name → paused, as the owner's list shows them. */
async function pausedByName(owner: Owner): Promise<Record<string, boolean>> {
  const { data } = await h.client.ListProjects({ owner, limit: 100 });
  return Object.fromEntries(data.map((project) => [project.name, project.paused]));
}

const applyPlan = (owner: Owner, plan: string, version: number) =>
  h.client.ApplyPlan({ user_id: owner.user_id, plan, version });

describe('agents above the plan limit', () => {
  it('pauses the newest agents when the plan falls to FREE, deletes nothing, and tells visitors', async () => {
    const owner = newOwner('BASIC');
    const [first, second, third] = await createAgents(owner, ['First', 'Second', 'Third']);
    expect(await applyPlan(owner, 'BASIC', 1)).toEqual({ applied: true, paused: 0, resumed: 0 });

    expect(await applyPlan(owner, 'FREE', 2)).toEqual({ applied: true, paused: 2, resumed: 0 });

    expect(await pausedByName(owner)).toEqual({ First: false, Second: true, Third: true });
    expect((await h.client.ListProjects({ owner: { ...owner, plan: 'FREE' } })).total).toBe(3);
    const slugOf = (project: typeof first) => project?.project_id ?? '';
    expect((await h.client.GetPublicProject({ project_id: slugOf(third) })).paused).toBe(true);
    expect((await h.client.GetVisitorProject({ project_id: slugOf(second) })).paused).toBe(true);
    expect((await h.client.GetVisitorProject({ project_id: slugOf(first) })).paused).toBe(false);
  });

  it('ignores an older version arriving late and re-applies the held plan on a repeat', async () => {
    const owner = newOwner('BASIC');
    await createAgents(owner, ['Old', 'New']);
    await applyPlan(owner, 'FREE', 5);

    expect(await applyPlan(owner, 'BASIC', 4)).toEqual({ applied: false, paused: 0, resumed: 0 });
    expect(await applyPlan(owner, 'FREE', 5)).toEqual({ applied: false, paused: 0, resumed: 0 });
    expect(await pausedByName(owner)).toEqual({ Old: false, New: true });
  });

  it('resumes every paused agent when the plan allows them again', async () => {
    const owner = newOwner('BASIC');
    await createAgents(owner, ['A', 'B', 'C']);
    await applyPlan(owner, 'FREE', 1);

    expect(await applyPlan(owner, 'BASIC', 2)).toEqual({ applied: true, paused: 0, resumed: 2 });
    expect(await pausedByName(owner)).toEqual({ A: false, B: false, C: false });
  });

  it('lets the owner choose which agent stays: Keep swaps it with the one answering', async () => {
    const owner = newOwner('BASIC');
    const [older, newer] = await createAgents(owner, ['Older', 'Newer']);
    await applyPlan(owner, 'FREE', 1);
    const freeOwner = { ...owner, plan: 'FREE' };

    const kept = await h.client.KeepProject({ owner: freeOwner, id: newer?.id ?? '' });
    expect(kept).toMatchObject({ name: 'Newer', paused: false });
    expect(await pausedByName(owner)).toEqual({ Older: true, Newer: false });

    // The choice outlives plan changes: after an upgrade and a new downgrade, Newer still stays.
    await applyPlan(owner, 'BASIC', 2);
    await applyPlan(owner, 'FREE', 3);
    expect(await pausedByName(owner)).toEqual({ Older: true, Newer: false });

    await h.client.KeepProject({ owner: freeOwner, id: older?.id ?? '' });
    expect(await pausedByName(owner)).toEqual({ Older: false, Newer: true });
  });

  it("refuses to keep another owner's agent, as if it did not exist", async () => {
    const owner = newOwner('BASIC');
    const [agent] = await createAgents(owner, ['Mine']);
    const stranger = newOwner('FREE');
    expect(await failure(h.client.KeepProject({ owner: stranger, id: agent?.id ?? '' }))).toEqual(notFound);
  });

  it('still refuses a new agent at the limit while one is paused', async () => {
    const owner = newOwner('BASIC');
    await createAgents(owner, ['Kept', 'Paused']);
    await applyPlan(owner, 'FREE', 1);
    const refusal = await failure(
      h.client.CreateProject({
        owner: { ...owner, plan: 'FREE' },
        name: 'Third',
        description: '',
        site_url: '',
      }),
    );
    expect(refusal.code).toBe('PERMISSION_DENIED');
    expect(await pausedByName(owner)).toEqual({ Kept: false, Paused: true });
  });

  it('lets a paused agent answer again when the one answering is deleted', async () => {
    const owner = newOwner('BASIC');
    const [answering] = await createAgents(owner, ['Answering', 'Waiting']);
    await applyPlan(owner, 'FREE', 1);
    await h.client.DeleteProject({ owner: { ...owner, plan: 'FREE' }, id: answering?.id ?? '' });
    expect(await pausedByName(owner)).toEqual({ Waiting: false });
  });

  it('names the bad field of a plan change', async () => {
    const owner = newOwner('FREE');
    expect(await failure(applyPlan(owner, 'GOLD', 1))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'plan',
    });
    expect(await failure(applyPlan(owner, 'FREE', -1))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'version',
    });
    expect(await failure(h.client.ApplyPlan({ user_id: '', plan: 'FREE', version: 1 }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'user_id',
    });
  });
});
