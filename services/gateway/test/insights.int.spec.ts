import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@sitesage/errors';
import type { AuthServiceHandlers, ChatServiceHandlers, ProjectsServiceHandlers } from '@sitesage/contracts';
import type { Implementation } from '@sitesage/grpc';
import { startScriptedGateway, type ScriptedGateway } from './harness.js';

// An agent's insights over HTTP: only its owner sees them (another owner's agent is 404 and chat
// is never asked), the window and the owner's time zone reach chat as named fields, and a window
// other than 7 or 30 days is a 400 naming the field. What chat counts is its own tests' concern.

const agentId = '6f1c2a3e-0000-4000-8000-000000000001';
const bearer = { authorization: 'Bearer owner.token.value' };
const intruder = { authorization: 'Bearer intruder.token.value' };

const asked: Array<Record<string, unknown>> = [];

const authScript: Partial<Implementation<AuthServiceHandlers>> = {
  Authenticate: async ({ token }) => {
    if (token === 'owner.token.value') return { user_id: 'OWNER001', plan: 'PRO' };
    if (token === 'intruder.token.value') return { user_id: 'OWNER002', plan: 'PRO' };
    throw new AppError('UNAUTHENTICATED', 'Invalid token');
  },
};

const projectsScript: Partial<Implementation<ProjectsServiceHandlers>> = {
  GetProject: async ({ owner, id }) => {
    if (owner?.user_id !== 'OWNER001' || id !== agentId) throw AppError.notFound('Project not found');
    return { id };
  },
};

const chatScript: Partial<Implementation<ChatServiceHandlers>> = {
  GetInsights: async (request) => {
    asked.push({ ...request });
    return {
      since: '2026-11-20T00:00:00.000Z',
      until: '2026-11-26T10:00:00.000Z',
      time_zone: request.time_zone || 'UTC',
      days: [{ day: '2026-11-26', conversations: 2, answered: 3, declined: 1, weak: 1, escalations: 1 }],
      hours: [{ hour: 9, questions: 5 }],
      top_questions: [
        {
          question: 'Do you deliver to Pune?',
          examples: [],
          count: 2,
          last_asked_at: '2026-11-26T09:00:00.000Z',
        },
      ],
      questions: 5,
      grouped_questions: 5,
    };
  },
};

let gateway: ScriptedGateway;
let app: FastifyInstance;

beforeAll(async () => {
  gateway = await startScriptedGateway({ auth: authScript, projects: projectsScript, chat: chatScript });
  app = gateway.app;
});

afterAll(async () => {
  await gateway.stop();
});

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

describe("an agent's insights over HTTP", () => {
  it("are 404 for another owner's agent and 401 without a token, and chat is never asked", async () => {
    asked.length = 0;
    const response = await get(`/api/v1/projects/${agentId}/insights?days=7`, intruder);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: 'Project not found' });
    expect((await get(`/api/v1/projects/not-an-agent/insights`, bearer)).statusCode).toBe(404);
    expect((await get(`/api/v1/projects/${agentId}/insights`, {})).statusCode).toBe(401);
    expect(asked).toEqual([]);
  });

  it("reach chat with the window and the owner's time zone as named fields, and come back whole", async () => {
    asked.length = 0;
    const response = await get(
      `/api/v1/projects/${agentId}/insights?days=30&time_zone=Asia%2FKolkata&project_id=other&owner_id=x`,
      bearer,
    );
    expect(response.statusCode).toBe(200);
    expect(asked).toEqual([{ project_id: agentId, days: 30, time_zone: 'Asia/Kolkata' }]);
    expect(response.json()).toMatchObject({
      time_zone: 'Asia/Kolkata',
      days: [{ day: '2026-11-26', conversations: 2, answered: 3, declined: 1, weak: 1, escalations: 1 }],
      hours: [{ hour: 9, questions: 5 }],
      top_questions: [{ question: 'Do you deliver to Pune?', count: 2 }],
    });
    await get(`/api/v1/projects/${agentId}/insights`, bearer);
    expect(asked.at(-1)).toEqual({ project_id: agentId, days: 7, time_zone: '' });
  });

  it('refuse a window other than 7 or 30 days, naming the field', async () => {
    const response = await get(`/api/v1/projects/${agentId}/insights?days=14`, bearer);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('days');
  });
});
