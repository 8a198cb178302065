import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, newOwner, startProjectsHarness, type ProjectsHarness } from './harness.js';

// The websites that may show an agent's chat: the site's own by default, the owner's list once
// edited, validated and capped here (the gateway's schema is only a first filter).

let h: ProjectsHarness;

beforeAll(async () => {
  h = await startProjectsHarness();
});

afterAll(async () => {
  await h.stop();
});

async function agentFor(site_url: string) {
  const owner = newOwner();
  const project = await h.client.CreateProject({ owner, name: 'Acme', description: '', site_url });
  return { owner, project };
}

describe('allowed websites', () => {
  it("start as the agent's own site and follow it until the owner edits them", async () => {
    const { owner, project } = await agentFor('https://www.acme.example.com/help');
    expect(project).toMatchObject({
      allowed_hosts: ['acme.example.com', '*.acme.example.com'],
      allow_localhost: false,
    });
    const visitor = await h.client.GetVisitorProject({ project_id: project.project_id });
    expect(visitor).toMatchObject({ allowed_hosts: ['acme.example.com', '*.acme.example.com'] });

    const edited = await h.client.UpdateProject({
      owner,
      id: project.id,
      allowed_hosts: { hosts: [' Staging.Acme.example.com:8080 ', '*.acme.example.com', 'acme.example.com'] },
      allow_localhost: true,
    });
    expect(edited).toMatchObject({
      allowed_hosts: ['staging.acme.example.com:8080', '*.acme.example.com', 'acme.example.com'],
      allow_localhost: true,
    });
    const view = await h.client.GetPublicProject({ project_id: project.project_id });
    expect(view).toMatchObject({ allowed_hosts: edited.allowed_hosts, allow_localhost: true });
    // Another change leaves the list alone.
    expect(await h.client.UpdateProject({ owner, id: project.id, name: 'Acme 2' })).toMatchObject({
      allowed_hosts: edited.allowed_hosts,
      allow_localhost: true,
    });
  });

  it('can be emptied (any website may then show the chat), and an agent without a site starts empty', async () => {
    const { owner, project } = await agentFor('acme-empty.example.com');
    const emptied = await h.client.UpdateProject({ owner, id: project.id, allowed_hosts: { hosts: [] } });
    expect(emptied.allowed_hosts).toEqual([]);
    expect((await agentFor('')).project.allowed_hosts).toEqual([]);
  });

  it('refuses a bad entry or too many with INVALID_ARGUMENT naming allowed_hosts, changing nothing', async () => {
    const { owner, project } = await agentFor('acme-bad.example.com');
    for (const hosts of [
      ['shop.test', '*'],
      ['*.com'],
      ["shop.test 'unsafe-inline'"],
      ['shop.test;script-src *'],
      ['https://shop.test/path'],
      ['localhost:3000'],
      Array.from({ length: 21 }, (_, index) => `site-${index}.example.com`),
    ]) {
      const refused = await failure(
        h.client.UpdateProject({ owner, id: project.id, name: 'Changed?', allowed_hosts: { hosts } }),
      );
      expect(refused, hosts.join(' ')).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'allowed_hosts' });
    }
    const unchanged = await h.client.GetProject({ owner, id: project.id });
    expect(unchanged).toMatchObject({
      name: 'Acme',
      allowed_hosts: ['acme-bad.example.com', '*.acme-bad.example.com'],
    });
  });

  it("cannot be changed on another owner's agent", async () => {
    const { project } = await agentFor('acme-mine.example.com');
    expect(
      await failure(
        h.client.UpdateProject({
          owner: newOwner(),
          id: project.id,
          allowed_hosts: { hosts: ['evil.test'] },
        }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });
});
