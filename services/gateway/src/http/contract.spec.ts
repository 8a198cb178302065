import Fastify from 'fastify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { registerValidators } from '../plugins/validators.js';
import { contractRoutes } from './contract.js';

// The schema is the only place a route's types are written: these handlers declare none, and
// `npm run typecheck` checks the type assertions below against what the schema says.

const askSchema = {
  body: {
    type: 'object',
    properties: {
      prompt: { type: 'string', maxLength: 100 },
      limit: { type: 'integer', minimum: 1, default: 10 },
      note: { type: 'string' },
    },
    required: ['prompt'],
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: { answer: { type: 'string' }, used: { type: 'integer' } },
      required: ['answer'],
    },
  },
} as const;

async function askApp() {
  const app = Fastify();
  registerValidators(app);
  contractRoutes(app).post('/ask', { schema: askSchema }, async (request) => {
    expectTypeOf(request.body).toEqualTypeOf<{ prompt: string; limit: number; note?: string }>();
    // A wider object (such as a service's reply) may be returned: only the listed fields leave.
    return { answer: `${request.body.prompt} (${request.body.limit})`, secret: 'kept in' };
  });
  await app.ready();
  return app;
}

describe('routes typed by their schemas', () => {
  it('hands the handler the body the schema describes, defaults filled in, and lets out only listed reply fields', async () => {
    const app = await askApp();
    const reply = await app.inject({ method: 'POST', url: '/ask', payload: { prompt: 'hi', owner: 'x' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ answer: 'hi (10)' });
    await app.close();
  });

  it('refuses, at compile time, a reply that leaves out a required field or mistypes one', () => {
    const app = contractRoutes(Fastify());
    // @ts-expect-error `answer` is required by the 200 schema
    app.post('/missing', { schema: askSchema }, async () => ({ used: 1 }));
    // @ts-expect-error `used` is an integer in the 200 schema
    app.post('/mistyped', { schema: askSchema }, async () => ({ answer: 'a', used: 'one' }));
    expect(app.hasRoute({ method: 'POST', url: '/missing' })).toBe(true);
  });
});
