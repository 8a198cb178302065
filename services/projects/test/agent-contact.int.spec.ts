import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, newOwner, startProjectsHarness, type ProjectsHarness } from './harness.js';

// The owner's contact path on an agent: where a visitor asking for a person is sent.

let h: ProjectsHarness;

beforeAll(async () => {
  h = await startProjectsHarness();
});

afterAll(async () => {
  await h.stop();
});

describe("an agent's contact for visitors who ask for a person", () => {
  it('is empty by default, set and cleared by the owner, and reaches the chat but never the public view', async () => {
    const owner = newOwner();
    const project = await h.client.CreateProject({ owner, name: 'Acme', description: '', site_url: '' });
    expect(project).toMatchObject({ contact_email: '', contact_whatsapp: '' });

    const updated = await h.client.UpdateProject({
      owner,
      id: project.id,
      contact_email: ' Help@Acme.test ',
      contact_whatsapp: '+91 98005-51638',
    });
    expect(updated).toMatchObject({ contact_email: 'help@acme.test', contact_whatsapp: '+919800551638' });
    expect(await h.client.GetVisitorProject({ project_id: project.project_id })).toMatchObject({
      contact_email: 'help@acme.test',
      contact_whatsapp: '+919800551638',
    });
    expect(JSON.stringify(await h.client.GetPublicProject({ project_id: project.project_id }))).not.toContain(
      'acme.test',
    );

    // Another field's change leaves the contact as it is; '' clears it.
    await h.client.UpdateProject({ owner, id: project.id, bot_name: 'Sage' });
    const cleared = await h.client.UpdateProject({ owner, id: project.id, contact_whatsapp: '' });
    expect(cleared).toMatchObject({ contact_email: 'help@acme.test', contact_whatsapp: '' });
  });

  it('refuses a malformed e-mail or a number without its country code, naming the field', async () => {
    const owner = newOwner();
    const project = await h.client.CreateProject({ owner, name: 'Acme', description: '', site_url: '' });
    expect(
      await failure(h.client.UpdateProject({ owner, id: project.id, contact_email: 'help-at-acme' })),
    ).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'contact_email' });
    expect(
      await failure(h.client.UpdateProject({ owner, id: project.id, contact_whatsapp: '9800551638' })),
    ).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'contact_whatsapp' });
  });
});
