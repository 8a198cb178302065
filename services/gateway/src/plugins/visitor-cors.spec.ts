import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerVisitorCors } from './visitor-cors.js';

async function api() {
  const app = Fastify();
  await app.register(
    async (scope) => {
      scope.post('/bot/stream-message', async () => ({ ok: true }));
      scope.get('/sessions', async () => ({ owner: true }));
      registerVisitorCors(scope);
    },
    { prefix: '/api/v1' },
  );
  return app;
}

describe('visitor calls from the chat framed at an opaque origin (demo page)', () => {
  it('answer the preflight for JSON bodies, never for a bearer token, and let the answer be read', async () => {
    const app = await api();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/bot/stream-message',
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type, accept');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const call = await app.inject({
      method: 'POST',
      url: '/api/v1/bot/stream-message',
      headers: { origin: 'null' },
    });
    expect(call.headers['access-control-allow-origin']).toBe('*');
    expect(call.headers['access-control-expose-headers']).toContain('x-session-id');
  });

  it("leave the owner's calls closed to other origins", async () => {
    const app = await api();
    const owner = await app.inject({ method: 'GET', url: '/api/v1/sessions', headers: { origin: 'null' } });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['access-control-allow-origin']).toBeUndefined();
  });
});
