import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIngestionHarness, type IngestionHarness } from './harness.js';

let harness: IngestionHarness;

beforeAll(async () => {
  // URL sets only: nothing to discover, so no worker is needed.
  harness = await startIngestionHarness({}, { workers: 0 });
});

afterAll(async () => {
  await harness.stop();
});

const newSet = (owner: { user_id: string; plan: string }, projectId: string, title: string) =>
  harness.client.CreateKnowledgeBase({ owner, project_id: projectId, title, url: '', type: 'URL' });

describe("the owner's training sets against the plan (plan page usage bar)", () => {
  it('counts every set of the owner across their agents, and none of another owner', async () => {
    const owner = { user_id: 'usage-owner-1', plan: 'BASIC' };
    const stranger = { user_id: 'usage-owner-2', plan: 'BASIC' };
    await newSet(owner, 'agent-a', 'Help pages');
    await newSet(owner, 'agent-b', 'Pricing');
    await newSet(stranger, 'agent-c', 'Not theirs');

    expect(await harness.client.GetTrainingSetUsage(owner)).toEqual({ used: 2, limit: 100 });
    expect(await harness.client.GetTrainingSetUsage({ ...owner, plan: 'PRO' })).toEqual({
      used: 2,
      limit: 500,
    });
    expect(await harness.client.GetTrainingSetUsage(stranger)).toEqual({ used: 1, limit: 100 });
  });

  it('reports the limit that creating a set is refused at', async () => {
    const owner = { user_id: 'usage-owner-3', plan: 'FREE' };
    const { limit } = await harness.client.GetTrainingSetUsage(owner);
    for (let made = 0; made < limit; made += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, limit - made) }, (_, i) =>
          newSet(owner, 'agent-d', `Set ${String(made + i)}`),
        ),
      );
    }
    expect(await harness.client.GetTrainingSetUsage(owner)).toEqual({ used: limit, limit });
    await expect(newSet(owner, 'agent-d', 'One too many')).rejects.toMatchObject({
      message: 'You have reached the maximum number of training sets for your plan.',
    });
  });
});
