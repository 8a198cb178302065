import type { paths } from './openapi';

// The web's window on the HTTP contract. `openapi.d.ts` is generated from the gateway's route
// schemas (`npm run gen:http`); these helpers pick one route's request or reply out of it, so a
// module names a type by its route (`ApiReply<'/auth/login', 'post'>`) instead of writing it again.
// A module may narrow a field the contract gives as plain text (a status the server only ever
// writes from a closed list) with `Omit<…> & { status: Status }`; the set of fields stays the
// contract's.

export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;
type JsonContent<T> = T extends { content: { 'application/json': infer Json } } ? Json : never;

/** The JSON body a route takes. */
export type ApiBody<P extends ApiPath, M extends Method> = JsonContent<
  NonNullable<Operation<P, M>['requestBody']>
>;

/** The query string a route reads. */
export type ApiQuery<P extends ApiPath, M extends Method> = NonNullable<
  Operation<P, M>['parameters']['query']
>;

/** The JSON a route answers with `status` (200 unless given). */
export type ApiReply<P extends ApiPath, M extends Method, Status extends number = 200> = JsonContent<
  Operation<P, M>['responses'][Status & keyof Operation<P, M>['responses']]
>;
