import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { registerValidators } from './validators.js';

function gatewayLike(): FastifyInstance {
  const app = Fastify();
  registerValidators(app);
  registerErrorHandler(app);
  return app;
}

const closedBody = {
  type: 'object',
  properties: { name: { type: 'string' } },
  additionalProperties: false,
} as const;

describe('request validation', () => {
  it('refuses to register a route whose body schema leaves an object open', () => {
    const app = gatewayLike();
    expect(() =>
      app.put(
        '/things/:id',
        { schema: { body: { type: 'object', properties: { name: { type: 'string' } } } } },
        () => 'ok',
      ),
    ).toThrow(/PUT \/things\/:id: the body schema leaves body open/);
  });

  it('refuses a nested open object too, and accepts a closed body', async () => {
    const app = gatewayLike();
    const nested = { ...closedBody, properties: { theme: { type: 'object', properties: {} } } };
    expect(() => app.post('/nested', { schema: { body: nested } }, () => 'ok')).toThrow(
      /leaves body\.theme open/,
    );
    app.post('/things', { schema: { body: closedBody } }, () => 'ok');
    await expect(app.ready()).resolves.toBeDefined();
  });

  it('drops fields a body schema does not declare before the handler sees them', async () => {
    const app = gatewayLike();
    app.post('/things', { schema: { body: closedBody } }, (request) => request.body);
    const reply = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: 'mine', owner: { user_id: 'B' }, id: 'theirs' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ name: 'mine' });
  });

  it('answers 400 naming the field for a NUL character in the body, query string or path', async () => {
    const app = gatewayLike();
    let handled = 0;
    const handler = () => {
      handled += 1;
      return 'ok';
    };
    app.post('/things/:id', { schema: { body: closedBody } }, handler);
    app.get('/things', handler);

    const body = await app.inject({ method: 'POST', url: '/things/1', payload: { name: 'a\u0000b' } });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'name' });
    expect(body.json<{ detail: string }>().detail).toBe('name must not contain a NUL character');

    const query = await app.inject({ method: 'GET', url: '/things?search=shoes%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ field: 'search' });

    const path = await app.inject({ method: 'POST', url: '/things/1%00', payload: { name: 'x' } });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ field: 'id' });

    expect(handled).toBe(0);
  });
});
