import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** OpenAPI 3 document built from the route schemas, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'SiteSage API',
        version: '1.0.0',
        description:
          'REST API of SiteSage. Errors are `{detail, code, request_id}`. Browser clients echo the ' +
          'XSRF-TOKEN cookie in the X-XSRF-TOKEN header on state-changing requests.',
      },
      servers: [{ url: '/api/v1' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Only /api/v1 is the API; the web app's pages (served from the same server) are not.
    transform: ({ schema, url }) =>
      url.startsWith('/api/v1/')
        ? { schema, url: url.slice('/api/v1'.length) }
        : { schema: { ...schema, hide: true }, url },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
