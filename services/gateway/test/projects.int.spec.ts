import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@sitesage/errors';
import type {
  AuthServiceHandlers,
  ChatServiceHandlers,
  Project,
  ProjectsServiceHandlers,
} from '@sitesage/contracts';
import type { Implementation } from '@sitesage/grpc';
import { startScriptedGateway, type ScriptedGateway } from './harness.js';

const theme = {
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
const projectUuid = '6f1c2a3e-0000-4000-8000-000000000001';
const project: Project = {
  id: projectUuid,
  project_id: 'q2V1bW9yZS1zbHVnLXRlc3Q',
  user_id: 'OWNER001',
  name: 'example.com',
  description: '',
  status: 'active',
  bot_name: 'Assistant',
  bot_welcome_message: 'Hi!',
  bot_template_messages: 'Pricing,Support',
  require_user_details: false,
  theme,
  site_url: 'https://example.com/',
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
};

const calls: { method: string; request: Record<string, unknown> }[] = [];
const record = (method: string, request: unknown) =>
  calls.push({ method, request: request as Record<string, unknown> });
const lastCall = (method: string) => calls.filter((c) => c.method === method).at(-1)?.request;
const mine = (owner: { user_id: string } | null | undefined, id: string) => {
  if (owner?.user_id !== 'OWNER001' || id !== project.id) throw AppError.notFound('Project not found');
};

const authScript: Partial<Implementation<AuthServiceHandlers>> = {
  Authenticate: async ({ token }) => {
    if (token !== 'owner.token.value') throw new AppError('UNAUTHENTICATED', 'Invalid token');
    return { user_id: 'OWNER001', plan: 'FREE' };
  },
};
const projectsScript: Partial<Implementation<ProjectsServiceHandlers>> = {
  CreateProject: async (request) => (record('CreateProject', request), project),
  GetProject: async (request) => (mine(request.owner, request.id), project),
  ListProjects: async (request) => (
    record('ListProjects', request),
    { data: [project], total: 1, plan_limit: 1 }
  ),
  UpdateProject: async (request) => (
    record('UpdateProject', request),
    mine(request.owner, request.id),
    project
  ),
  DeleteProject: async (request) => (mine(request.owner, request.id), {}),
  KeepProject: async (request) => (
    record('KeepProject', request),
    mine(request.owner, request.id),
    { ...project, paused: false }
  ),
  CreateMagicUi: async (request) => (
    mine(request.owner, request.id),
    { project, site_reviewed: false, note: 'We could not reach your site; the default look is kept.' }
  ),
  GetPublicProject: async ({ project_id }) => {
    if (project_id !== project.project_id) throw AppError.notFound('Project not found');
    return { ...project, internal: 'x' } as never;
  },
  ListProjectIds: async () => ({ ids: [projectUuid, 'other-project'] }),
};
const chatScript: Partial<Implementation<ChatServiceHandlers>> = {
  GetConversationUsage: async (request) => (
    record('GetConversationUsage', request),
    {
      month: '2026-11',
      cycle_start: '2026-11-14T09:30:00.000Z',
      cycle_end: '2026-12-14T09:30:00.000Z',
      conversations: 85,
      quota: 100,
      notices: [{ threshold: 80, conversations: 80, quota: 100, created_at: '2026-11-20T10:00:00.000Z' }],
    }
  ),
  GetAnalytics: async (request) => (
    record('GetAnalytics', request),
    {
      total_sessions: 3,
      total_active_sessions: 1,
      total_responses: 5,
      recent_activity: [
        {
          message: 'Do you ship?',
          action: 'Question asked',
          timestamp: '2026-11-22T10:00:00Z',
          project_id: project.id,
          session_id: 'session-1',
        },
      ],
    }
  ),
  CountSessions: async ({ project_ids }) => ({
    counts: project_ids.map((id) => ({
      project_id: id,
      sessions: id === project.id ? 7 : 0,
      responses: id === project.id ? 19 : 0,
    })),
  }),
};

let gateway: ScriptedGateway;
let app: FastifyInstance;
const bearer = { authorization: 'Bearer owner.token.value' };

beforeAll(async () => {
  gateway = await startScriptedGateway({ auth: authScript, projects: projectsScript, chat: chatScript });
  app = gateway.app;
});

afterAll(async () => {
  await gateway.stop();
});

describe('agents API', () => {
  it('lists only the caller’s agents, whatever user_id the query names, with session and reply counts', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/projects?user_id=SOMEONE&limit=25',
      headers: bearer,
    });
    expect(response.statusCode).toBe(200);
    expect(lastCall('ListProjects')).toMatchObject({
      owner: { user_id: 'OWNER001', plan: 'FREE' },
      limit: 25,
      offset: 0,
    });
    const body = response.json<{ data: Record<string, unknown>[]; total: number; plan_limit: number }>();
    expect(body).toMatchObject({ total: 1, plan_limit: 1 });
    expect(body.data[0]).toMatchObject({
      id: project.id,
      totalSessions: 7,
      totalResponses: 19,
      totalResources: 0,
    });
    expect(body.data[0]).not.toHaveProperty('user_id');
  });

  it('shapes the theme as the spec does: button settings nested', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/projects/${project.id}`,
      headers: bearer,
    });
    expect(response.json<{ theme: unknown }>().theme).toEqual({
      position: 'bottom-right',
      button: { button_text: 'Chat', button_color: '#383A9E' },
      user_message_bubble_color: '#383A9E',
      bot_message_bubble_color: '#FFECEE',
      text_color: '#FFFFFF',
      chat_screen_background_color: '#FAFAFA',
      width: 400,
      height: 500,
    });
  });

  it('passes only the allow-listed fields of PUT, with the theme flattened', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${project.id}`,
      headers: bearer,
      payload: {
        bot_name: 'Sage',
        theme: { button: { button_color: '#112233' }, width: 420 },
        user_id: 'ATTACKER',
        status: 'inactive',
        project_id: 'taken',
        totalSessions: 1e9,
        plan: 'ENTERPRISE',
      },
    });
    expect(response.statusCode).toBe(200);
    const sent = lastCall('UpdateProject')!;
    expect(sent).toMatchObject({
      owner: { user_id: 'OWNER001' },
      bot_name: 'Sage',
      theme: { button_color: '#112233', width: 420 },
    });
    for (const forbidden of ['user_id', 'status', 'project_id', 'totalSessions', 'plan']) {
      expect(sent, forbidden).not.toHaveProperty(forbidden);
    }
  });

  it('passes the allowed websites of PUT as one whole list, and leaves them alone when absent', async () => {
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: `/api/v1/projects/${project.id}`, headers: bearer, payload });
    expect(
      (await put({ allowed_hosts: ['shop.test', '*.shop.test'], allow_localhost: true })).statusCode,
    ).toBe(200);
    expect(lastCall('UpdateProject')).toMatchObject({
      allowed_hosts: { hosts: ['shop.test', '*.shop.test'] },
      allow_localhost: true,
    });
    await put({ allowed_hosts: [] });
    expect(lastCall('UpdateProject')).toMatchObject({ allowed_hosts: { hosts: [] } });
    await put({ name: 'Only the name' });
    expect(lastCall('UpdateProject')?.allowed_hosts).toBeNull();
  });

  it('answers 400 naming allowed_hosts for a list that is not a list of short texts', async () => {
    const before = calls.length;
    for (const allowed_hosts of [
      'shop.test',
      [7],
      ['x'.repeat(301)],
      Array.from({ length: 101 }, () => 'a.test'),
    ]) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/v1/projects/${project.id}`,
        headers: bearer,
        payload: { allowed_hosts },
      });
      expect(response.statusCode, JSON.stringify(allowed_hosts).slice(0, 40)).toBe(400);
      expect(response.json<{ field: string }>().field).toMatch(/^allowed_hosts/);
    }
    expect(calls.filter((c) => c.method === 'UpdateProject')).toHaveLength(
      calls.slice(0, before).filter((c) => c.method === 'UpdateProject').length,
    );
  });

  it('never lets a PUT body choose the owner or the agent it changes (SECURITY E4)', async () => {
    const theirs = '6f1c2a3e-0000-4000-8000-00000000beef';
    const forged = await app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${project.id}`,
      headers: bearer,
      payload: {
        owner: { user_id: 'OWNER002', plan: 'FREE' },
        id: theirs,
        name: 'PWNED by A',
        bot_welcome_message: 'Hacked welcome',
      },
    });
    expect(forged.statusCode).toBe(200);
    expect(lastCall('UpdateProject')).toMatchObject({
      owner: { user_id: 'OWNER001', plan: 'FREE' },
      id: project.id,
      name: 'PWNED by A',
    });
    // A body whose owner is not even an object used to break the service request (500).
    for (const owner of ['x', 7, null, ['OWNER002']]) {
      const odd = await app.inject({
        method: 'PUT',
        url: `/api/v1/projects/${project.id}`,
        headers: bearer,
        payload: { owner, id: theirs, name: 'Mine' },
      });
      expect(odd.statusCode, JSON.stringify(owner)).toBe(200);
      expect(lastCall('UpdateProject')).toMatchObject({ owner: { user_id: 'OWNER001' }, id: project.id });
    }
  });

  it('answers 400 naming the field for a NUL character in an agent’s text or the list search', async () => {
    const before = calls.length;
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${project.id}`,
      headers: bearer,
      payload: { theme: { button: { button_text: 'Chat\u0000' } } },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'theme.button.button_text' });
    const searched = await app.inject({
      method: 'GET',
      url: '/api/v1/projects?search=a%00b',
      headers: bearer,
    });
    expect(searched.statusCode).toBe(400);
    expect(searched.json()).toMatchObject({ field: 'search' });
    expect(calls.length).toBe(before);
  });

  it('answers 404 for another owner’s agent on every agent route', async () => {
    const other = '6f1c2a3e-0000-4000-8000-00000000beef';
    for (const [method, url, payload] of [
      ['GET', `/api/v1/projects/${other}`],
      ['PUT', `/api/v1/projects/${other}`, { name: 'x' }],
      ['DELETE', `/api/v1/projects/${other}`],
      ['POST', `/api/v1/projects/${other}/create-magic-ui`, { url: 'https://example.com' }],
      ['POST', `/api/v1/projects/${other}/keep`],
    ] as const) {
      const response = await app.inject({ method, url, headers: bearer, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'Project not found' });
    }
  });

  it('asks for a sign-in on every owner route', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/projects'],
      ['POST', '/api/v1/projects'],
      ['GET', `/api/v1/projects/${project.id}`],
      ['DELETE', `/api/v1/projects/${project.id}`],
      ['POST', `/api/v1/projects/${project.id}/keep`],
      ['GET', '/api/v1/users/analytics'],
    ] as const) {
      const response = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("keeps a paused agent for the signed-in owner only, and shows every agent's paused state", async () => {
    const kept = await app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.id}/keep?user_id=SOMEONE`,
      headers: bearer,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ id: project.id, paused: false });
    expect(lastCall('KeepProject')).toEqual({ owner: { user_id: 'OWNER001', plan: 'FREE' }, id: project.id });
    const listed = await app.inject({ method: 'GET', url: '/api/v1/projects', headers: bearer });
    expect(listed.json<{ data: { paused: boolean }[] }>().data[0]?.paused).toBe(false);
  });

  it('creates with 201 and deletes with 204', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: bearer,
      payload: { name: 'My shop', description: '', site_url: 'shop.example', owner: 'x' },
    });
    expect(created.statusCode).toBe(201);
    expect(lastCall('CreateProject')).toMatchObject({
      owner: { user_id: 'OWNER001' },
      name: 'My shop',
      site_url: 'shop.example',
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${project.id}`,
      headers: bearer,
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('passes the magic-UI outcome through, including when the site could not be reviewed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.id}/create-magic-ui`,
      headers: bearer,
      payload: { url: 'https://example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ site_reviewed: false, project: { id: project.id } });
  });
});

describe('public agent view', () => {
  it('needs no sign-in and carries only public fields', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/projects/project/${project.project_id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<object>()).sort()).toEqual(
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
  });

  it('answers 404 for an unknown agent', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/projects/project/nope' });
    expect(response.statusCode).toBe(404);
  });
});

describe('dashboard analytics', () => {
  it('totals across exactly the caller’s agents', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/users/analytics', headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(lastCall('GetAnalytics')).toEqual({ project_ids: [project.id, 'other-project'] });
    expect(response.json()).toEqual({
      total_projects: 2,
      total_sessions: 3,
      total_responses: 5,
      total_active_sessions: 1,
      recent_activity: [
        // The agent and conversation let the owner's dashboard open the question where it was asked.
        {
          message: 'Do you ship?',
          action: 'Question asked',
          timestamp: '2026-11-22T10:00:00Z',
          project_id: project.id,
          session_id: 'session-1',
        },
      ],
      conversation_usage: {
        month: '2026-11',
        cycle_start: '2026-11-14T09:30:00.000Z',
        cycle_end: '2026-12-14T09:30:00.000Z',
        used: 85,
        limit: 100,
        notices: [{ threshold: 80, used: 80, limit: 100, created_at: '2026-11-20T10:00:00.000Z' }],
      },
    });
    // The usage asked for is the signed-in owner's, with their plan from the token, not the client.
    expect(lastCall('GetConversationUsage')).toEqual({ owner_id: 'OWNER001', plan: 'FREE' });
  });
});
