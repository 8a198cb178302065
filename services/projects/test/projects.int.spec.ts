import { callWithRawBody } from '@sitesage/testing';
import { projectsProto, type Project__Output } from '@sitesage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, newOwner, notFound, startProjectsHarness, type ProjectsHarness } from './harness.js';

let h: ProjectsHarness;

beforeAll(async () => {
  h = await startProjectsHarness();
});

afterAll(async () => {
  await h.stop();
});

const defaultTheme = {
  position: 'bottom-right',
  button_text: 'Chat',
  button_color: '#383A9E',
  user_message_bubble_color: '#383A9E',
  bot_message_bubble_color: '#FFECEE',
  text_color: '#FFFFFF',
  chat_screen_background_color: '#FAFAFA',
  width: 400,
  height: 500,
};

async function create(
  owner = newOwner(),
  fields: { name?: string; description?: string; site_url?: string } = {},
) {
  return h.client.CreateProject({ owner, name: 'Acme', description: '', site_url: '', ...fields });
}

async function row(id: string) {
  return h.db.selectFrom('projects.projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('CreateProject', () => {
  it('creates an agent with the defaults of spec §3', async () => {
    const owner = newOwner();
    const project = await create(owner, { name: '  Acme Support ', description: 'Answers about Acme.' });
    expect(project).toMatchObject({
      user_id: owner.user_id,
      name: 'Acme Support',
      description: 'Answers about Acme.',
      status: 'active',
      // One name: the chat header shows the agent's own name (issue 16).
      bot_name: 'Acme Support',
      bot_welcome_message: 'Hi! How can I help you today?',
      bot_template_messages: '',
      require_user_details: false,
      theme: defaultTheme,
      site_url: '',
    });
    expect(project.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Date(project.created_at).toISOString()).toBe(project.created_at);
    expect(await h.client.GetProject({ owner, id: project.id })).toEqual(project);
  });

  it('gives every agent an unguessable URL-safe public id of 128 random bits', async () => {
    const owner = newOwner();
    const slugs = await Promise.all([1, 2, 3, 4, 5].map(async () => (await create(owner)).project_id));
    expect(new Set(slugs).size).toBe(5);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(slug, 'base64url')).toHaveLength(16);
    }
  });

  it('takes the name from the site when none is given, and normalises the site', async () => {
    const project = await create(newOwner(), { name: '', site_url: ' WWW.Acme-Tools.example.com/Shop#top ' });
    expect(project).toMatchObject({
      name: 'acme-tools.example.com',
      site_url: 'https://www.acme-tools.example.com/Shop',
    });
  });

  it('requires a name when there is no site, and caps its length', async () => {
    expect(await failure(create(newOwner(), { name: '  ' }))).toEqual({
      code: 'INVALID_ARGUMENT',
      field: 'name',
      message: 'Project name is required.',
    });
    expect(await failure(create(newOwner(), { name: 'x'.repeat(101) }))).toEqual({
      code: 'INVALID_ARGUMENT',
      field: 'name',
      message: 'Project name must be at most 100 characters.',
    });
    expect(await failure(create(newOwner(), { description: 'd'.repeat(2001) }))).toEqual({
      code: 'INVALID_ARGUMENT',
      field: 'description',
      message: 'Description must be at most 2000 characters.',
    });
  });

  it('refuses invalid and blocked sites with the exact messages of spec §5', async () => {
    for (const site_url of [
      'localhost',
      'ftp://example.com',
      'https://user:pw@example.com',
      'no spaces.com',
      // Punctuation the URL parser keeps in a host: it would reach the chat page's frame-ancestors (F8).
      'https://a.com;report-uri/',
      'https://*.com/',
      'https://shop_.example.com/',
    ]) {
      expect(await failure(create(newOwner(), { site_url })), site_url).toEqual({
        code: 'INVALID_ARGUMENT',
        field: 'site_url',
        message: 'Invalid URL. Please enter a valid website URL.',
      });
    }
    for (const [site_url, host] of [
      ['google.com', 'google.com'],
      ['https://Mail.Google.com/inbox', 'mail.google.com'],
      ['www.irs.gov', 'www.irs.gov'],
    ]) {
      expect(await failure(create(newOwner(), { site_url })), site_url).toEqual({
        code: 'INVALID_ARGUMENT',
        field: 'site_url',
        message: `Blocked domain: ${host}`,
      });
    }
    expect((await create(newOwner(), { site_url: 'notgoogle.com' })).site_url).toBe('https://notgoogle.com/');
  });

  it('refuses a call without an owner', async () => {
    expect(
      await failure(h.client.CreateProject({ name: 'Acme', description: '', site_url: '' })),
    ).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'owner' });
  });
});

describe('UpdateProject', () => {
  it('changes only the fields that were sent; a theme patch leaves the other theme fields alone', async () => {
    const owner = newOwner();
    const project = await create(owner);
    const renamed = await h.client.UpdateProject({ owner, id: project.id, name: 'Renamed' });
    expect(renamed).toEqual({
      ...project,
      name: 'Renamed',
      bot_name: 'Renamed',
      updated_at: renamed.updated_at,
    });
    expect(renamed.updated_at >= project.updated_at).toBe(true);

    const patched = await h.client.UpdateProject({
      owner,
      id: project.id,
      theme: { button_color: '#abc', width: 640 },
    });
    expect(patched.theme).toEqual({ ...defaultTheme, button_color: '#AABBCC', width: 640 });
    expect(patched.name).toBe('Renamed');

    const all = await h.client.UpdateProject({
      owner,
      id: project.id,
      description: 'About us',
      bot_name: ' Sage ',
      require_user_details: true,
      bot_welcome_message: 'Welcome!',
      bot_template_messages: ' Pricing? , ,How do I start?,  ',
      theme: {
        position: 'TOP-left',
        button_text: 'Ask',
        user_message_bubble_color: '#a1B2c3',
        bot_message_bubble_color: '#FFF',
        text_color: '#000000',
        chat_screen_background_color: '#fafafa',
        height: 900,
      },
    });
    expect(all).toMatchObject({
      // The Customize form's "Agent Name" renames the agent everywhere.
      name: 'Sage',
      description: 'About us',
      bot_name: 'Sage',
      require_user_details: true,
      bot_welcome_message: 'Welcome!',
      bot_template_messages: 'Pricing?,How do I start?',
      theme: {
        position: 'top-left',
        button_text: 'Ask',
        button_color: '#AABBCC',
        user_message_bubble_color: '#A1B2C3',
        bot_message_bubble_color: '#FFFFFF',
        text_color: '#000000',
        chat_screen_background_color: '#FAFAFA',
        width: 640,
        height: 900,
      },
    });
    // Nothing sent, nothing changed.
    expect(await h.client.UpdateProject({ owner, id: project.id })).toEqual(all);
    expect(await h.client.GetProject({ owner, id: project.id })).toEqual(all);
  });

  it.each([
    [{ name: '' }, 'name', 'Project name is required.'],
    [{ name: 'n'.repeat(101) }, 'name', 'Project name must be at most 100 characters.'],
    [{ description: 'd'.repeat(2001) }, 'description', 'Description must be at most 2000 characters.'],
    [{ bot_name: ' ' }, 'bot_name', 'Agent name is required.'],
    [{ bot_name: 'b'.repeat(61) }, 'bot_name', 'Agent name must be at most 60 characters.'],
    [{ bot_name: 'Sage\u0007' }, 'bot_name', 'Agent name cannot contain control characters.'],
    [
      { bot_welcome_message: 'w'.repeat(501) },
      'bot_welcome_message',
      'Welcome message must be at most 500 characters.',
    ],
    [
      { bot_template_messages: `ok,${'t'.repeat(81)}` },
      'bot_template_messages',
      'Each template message must be at most 80 characters.',
    ],
    [
      { bot_template_messages: Array.from({ length: 11 }, (_, i) => `Q${i}`).join(',') },
      'bot_template_messages',
      'At most 10 template messages are allowed.',
    ],
    [
      { theme: { button_color: '#fff;background:url(//evil.test)' } },
      'theme.button_color',
      'Button colour must be a hex colour such as #383A9E.',
    ],
    [
      { theme: { button_color: 'red' } },
      'theme.button_color',
      'Button colour must be a hex colour such as #383A9E.',
    ],
    [
      { theme: { text_color: '#12345' } },
      'theme.text_color',
      'Text colour must be a hex colour such as #383A9E.',
    ],
    [
      { theme: { user_message_bubble_color: 'rgb(1,2,3)' } },
      'theme.user_message_bubble_color',
      'User message bubble colour must be a hex colour such as #383A9E.',
    ],
    [
      { theme: { bot_message_bubble_color: '' } },
      'theme.bot_message_bubble_color',
      'Bot message bubble colour must be a hex colour such as #383A9E.',
    ],
    [
      { theme: { chat_screen_background_color: '#GGGGGG' } },
      'theme.chat_screen_background_color',
      'Chat screen background colour must be a hex colour such as #383A9E.',
    ],
    [{ theme: { width: 239 } }, 'theme.width', 'Width must be between 240 and 800 pixels.'],
    [{ theme: { width: 801 } }, 'theme.width', 'Width must be between 240 and 800 pixels.'],
    [{ theme: { height: 319 } }, 'theme.height', 'Height must be between 320 and 900 pixels.'],
    [{ theme: { height: 901 } }, 'theme.height', 'Height must be between 320 and 900 pixels.'],
    [
      { theme: { position: 'middle' } },
      'theme.position',
      'Position must be one of bottom-right, bottom-left, top-right, top-left.',
    ],
    [{ theme: { button_text: '' } }, 'theme.button_text', 'Button text is required.'],
    [
      { theme: { button_text: 'b'.repeat(25) } },
      'theme.button_text',
      'Button text must be at most 24 characters.',
    ],
  ])('refuses %j naming %s, and changes nothing', async (fields, field, message) => {
    const owner = newOwner();
    const project = await create(owner);
    expect(
      await failure(h.client.UpdateProject({ owner, id: project.id, description: 'changed?', ...fields })),
    ).toEqual({ code: 'INVALID_ARGUMENT', field, message });
    expect(await h.client.GetProject({ owner, id: project.id })).toEqual(project);
  });
});

/** Protobuf wire encoding: string and nested-message fields under any field numbers. */
function encode(fields: [number, string | Buffer][]): Buffer {
  const varint = (value: number) => {
    const bytes: number[] = [];
    let rest = value;
    while (rest > 0x7f) {
      bytes.push((rest & 0x7f) | 0x80);
      rest >>>= 7;
    }
    bytes.push(rest);
    return Buffer.from(bytes);
  };
  return Buffer.concat(
    fields.flatMap(([number, value]) => {
      const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
      return [varint((number << 3) | 2), varint(bytes.length), bytes];
    }),
  );
}

function rawUpdate(body: Buffer): Promise<Project__Output> {
  return callWithRawBody(
    h.target,
    projectsProto().sitesage.projects.v1.ProjectsService.service.UpdateProject,
    body,
  );
}

describe('mass assignment', () => {
  it('cannot change owner, public id, status or timestamps, whatever arrives on the wire', async () => {
    const owner = newOwner();
    const other = newOwner();
    const project = await create(owner);
    const before = await row(project.id);
    // UpdateProjectRequest has no field for them: a client with a forged schema can only send
    // field numbers the request does not define (30 and up), and those are ignored.
    const updated = await rawUpdate(
      encode([
        [
          1,
          encode([
            [1, owner.user_id],
            [2, owner.plan],
          ]),
        ],
        [2, project.id],
        [4, 'Described'],
        [30, other.user_id],
        [
          9,
          encode([
            [3, '#000000'],
            [20, 'pending'],
          ]),
        ],
        [31, encode([[1, other.user_id]])],
        [32, 'attacker.example'],
        [33, '1999-01-01T00:00:00.000Z'],
        [34, 'inactive'],
        [99, 'taken-slug'],
      ]),
    );
    expect(updated).toMatchObject({
      id: project.id,
      project_id: project.project_id,
      user_id: owner.user_id,
      status: 'active',
      description: 'Described',
      site_url: '',
      created_at: project.created_at,
    });
    expect(await row(project.id)).toMatchObject({
      user_id: before.user_id,
      project_id: before.project_id,
      status: 'active',
      site_url: '',
      created_at: before.created_at,
    });
    // Field 9 is the theme patch: its button_color (3) applied, the unknown field 20 ignored.
    expect(updated.theme).toEqual({ ...defaultTheme, button_color: '#000000' });

    // A typed client that adds the fields anyway sends nothing for them.
    const sneaky = {
      owner,
      id: project.id,
      user_id: other.user_id,
      project_id: 'taken-slug',
      status: 'inactive',
      totalSessions: 1e9,
      plan: 'ENTERPRISE',
    };
    expect(await h.client.UpdateProject(sneaky)).toMatchObject({
      user_id: owner.user_id,
      project_id: project.project_id,
      status: 'active',
    });
    expect(await failure(h.client.GetProject({ owner: other, id: project.id }))).toEqual(notFound);
  });
});

describe('tenancy', () => {
  it('answers another owner, an unknown id and a malformed id the same way: Project not found', async () => {
    const alice = newOwner();
    const bob = newOwner();
    const project = await create(alice);
    const before = await row(project.id);
    const ids = [project.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "' or 1=1 --", ''];
    for (const id of ids) {
      expect(await failure(h.client.GetProject({ owner: bob, id })), id).toEqual(notFound);
      expect(await failure(h.client.UpdateProject({ owner: bob, id, name: 'Mine now' })), id).toEqual(
        notFound,
      );
      expect(
        await failure(h.client.UpdateProject({ owner: bob, id, theme: { button_color: '#000000' } })),
        id,
      ).toEqual(notFound);
      expect(await failure(h.client.DeleteProject({ owner: bob, id })), id).toEqual(notFound);
      expect(await failure(h.client.CreateMagicUi({ owner: bob, id, url: 'example.com' })), id).toEqual(
        notFound,
      );
    }
    expect(await row(project.id)).toEqual(before);
    expect((await h.client.ListProjects({ owner: bob })).data).toEqual([]);
    expect((await h.client.ListProjectIds({ owner: bob })).ids).toEqual([]);
    expect((await h.client.ListProjectIds({ owner: alice })).ids).toEqual([project.id]);
    expect(await h.client.GetProject({ owner: alice, id: project.id })).toEqual(project);
  });
});

describe('ListProjects', () => {
  it('lists the owner’s agents newest first, with total and the plan limit, a page at a time', async () => {
    const owner = newOwner('BASIC');
    const created = [];
    for (const name of ['First', 'Second', 'Third', 'Fourth']) created.push(await create(owner, { name }));
    const page = await h.client.ListProjects({ owner, limit: 2, offset: 1 });
    expect(page.total).toBe(4);
    expect(page.plan_limit).toBe(5);
    expect(page.data.map((p) => p.name)).toEqual(['Third', 'Second']);
    const everything = await h.client.ListProjects({ owner });
    expect(everything.data.map((p) => p.name)).toEqual(['Fourth', 'Third', 'Second', 'First']);
    expect(everything.data[0]).toEqual(created[3]);
  });

  it('defaults to 25 a page and never gives more than 100', async () => {
    const owner = newOwner('ENTERPRISE');
    for (let i = 0; i < 27; i += 1) await create(owner, { name: `Agent ${i}` });
    expect((await h.client.ListProjects({ owner })).data).toHaveLength(25);
    expect((await h.client.ListProjects({ owner, limit: -5 })).data).toHaveLength(25);
    const big = await h.client.ListProjects({ owner, limit: 1000 });
    expect(big.data).toHaveLength(27);
    expect(big.total).toBe(27);
    expect((await h.client.ListProjects({ owner, offset: 26, limit: 10 })).data).toHaveLength(1);
  });

  it('searches name and site, case-insensitively, with % and _ taken literally', async () => {
    const owner = newOwner();
    await create(owner, { name: 'Bakery Bot' });
    await create(owner, { name: 'Tools', site_url: 'https://bakery-supplies.example.org' });
    await create(owner, { name: '100% Support' });
    await create(owner, { name: 'snake_case helper' });
    await create(owner, { name: 'Other' });
    const names = async (search: string) =>
      (await h.client.ListProjects({ owner, search })).data.map((p) => p.name).sort();
    expect(await names('BAKERY')).toEqual(['Bakery Bot', 'Tools']);
    expect(await names('%')).toEqual(['100% Support']);
    expect(await names('_')).toEqual(['snake_case helper']);
    expect(await names('e_c')).toEqual(['snake_case helper']);
    expect(await names('nothing like it')).toEqual([]);
    expect((await h.client.ListProjects({ owner, search: 'bakery' })).total).toBe(2);
  });
});

describe('GetPublicProject', () => {
  it('shows anyone exactly the public fields and nothing of the owner', async () => {
    const owner = newOwner();
    const project = await create(owner, {
      name: 'Acme',
      description: 'Hello',
      site_url: 'acme-public.example.com',
    });
    const updated = await h.client.UpdateProject({
      owner,
      id: project.id,
      bot_template_messages: 'Hours?,Prices?',
      theme: { button_color: '#123456' },
    });
    const view = await h.client.GetPublicProject({ project_id: project.project_id });
    expect(Object.keys(view).sort()).toEqual(
      [
        'bot_name',
        'bot_template_messages',
        'bot_welcome_message',
        'description',
        'name',
        'project_id',
        'require_user_details',
        'status',
        'theme',
        'allowed_hosts',
        'allow_localhost',
        'paused',
      ].sort(),
    );
    expect(view).toEqual({
      project_id: project.project_id,
      name: 'Acme',
      description: 'Hello',
      bot_name: 'Acme',
      bot_welcome_message: 'Hi! How can I help you today?',
      bot_template_messages: 'Hours?,Prices?',
      require_user_details: false,
      theme: updated.theme,
      status: 'active',
      // Public anyway: the chat page's frame-ancestors names the same websites.
      allowed_hosts: ['acme-public.example.com', '*.acme-public.example.com'],
      allow_localhost: false,
      // Visitors are told when an agent is paused above its owner's plan limit.
      paused: false,
    });
    const text = JSON.stringify(view);
    for (const secret of [owner.user_id, project.id, project.site_url]) expect(text).not.toContain(secret);
  });

  it('answers unknown, malformed and deleted ids with Project not found', async () => {
    const owner = newOwner();
    const project = await create(owner);
    await h.client.DeleteProject({ owner, id: project.id });
    for (const project_id of [project.project_id, 'AAAAAAAAAAAAAAAAAAAAAA', project.id, '', '../etc']) {
      expect(await failure(h.client.GetPublicProject({ project_id })), project_id).toEqual(notFound);
    }
  });
});
