// Pieces every route schema uses, so a limit means the same on every endpoint.

/** A string of at most `maxLength` characters. */
export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
/** An id in a path, query or body: opaque, never longer than 64 characters. */
export const id = { type: 'string', maxLength: 64 } as const;
/** OpenAPI: the route needs the owner's bearer token. */
export const bearer = [{ bearerAuth: [] }];
