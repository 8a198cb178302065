// Pieces every route schema uses, so a limit means the same on every endpoint.

/** A string of at most `maxLength` characters. */
export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
/** An id in a path, query or body: opaque, never longer than 64 characters. */
export const id = { type: 'string', maxLength: 64 } as const;
/** OpenAPI: the route needs the owner's bearer token. */
export const bearer = [{ bearerAuth: [] }];

/** Every error reply: what went wrong in product words, its code, the request id and the field at fault. */
export const errorSchema = {
  type: 'object',
  properties: {
    detail: { type: 'string' },
    code: { type: 'string' },
    request_id: { type: 'string' },
    field: { type: 'string' },
  },
  required: ['detail', 'code', 'request_id'],
} as const;

/** The errors an owner's route about one agent answers with (403: an account not verified yet). */
export const agentRouteErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  429: errorSchema,
  503: errorSchema,
} as const;
