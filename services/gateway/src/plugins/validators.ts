import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { refuseNulText } from '@sitesage/errors';
import { openObjectsIn } from '../http/closed-schema.fns.js';

/**
 * Request validation. Bodies are JSON and must carry the declared types exactly (a number where a
 * string belongs is a 400, not silently turned into text); query strings and path parameters are
 * always text on the wire, so they are converted to the declared types. In both, fields the schema
 * does not name are removed before a handler sees the request — which works only where an object
 * says `additionalProperties: false`, so every body schema must close every object it declares:
 * a route whose body schema leaves one open is refused when it is registered.
 */
export function registerValidators(app: FastifyInstance): void {
  const options = { removeAdditional: true, useDefaults: true, allErrors: false, strict: false } as const;
  const bodies = new Ajv({ ...options, coerceTypes: false });
  const urlParts = new Ajv({ ...options, coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodies : urlParts).compile(schema),
  );

  app.addHook('onRoute', (route) => {
    const body: unknown = route.schema?.body;
    const open = body === undefined ? [] : openObjectsIn(body);
    if (open.length > 0) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(
        `${methods} ${route.url}: the body schema leaves ${open.join(', ')} open; ` +
          'list its properties and set additionalProperties: false',
      );
    }
  });

  // No text anywhere may carry a NUL character (the database cannot store one): one check of every
  // string in the body, query string and path, before any route's own validation or handler.
  // Multipart fields are read by their routes and checked there (upload-parts.ts).
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseNulText(request.params, 'path');
      refuseNulText(request.query, 'query');
      refuseNulText(request.body, 'body');
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
