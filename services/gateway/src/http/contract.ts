import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

// The route schemas (`routes/*.schemas.ts`, written `as const`) are the one source of the HTTP
// contract: Fastify validates and filters with them, the OpenAPI document is produced from them
// (services/gateway/openapi.json), the web's API types are generated from that document, and the
// handlers' body, query, params and reply types are read from them here. No request or reply type
// is written by hand next to a handler.

/**
 * Request parts are read after validation, which fills in defaults, so a defaulted field is always
 * there (`limit`, `offset`). Replies are written by handlers, which may leave a defaulted field out.
 * A reply object whose schema does not close it still leaves with its listed fields only (the
 * serializer writes nothing else), so a handler may return a wider object, such as a service's
 * reply: reply types drop the "any other field" index signature an open schema reads as.
 */
// An interface, not a type: Fastify hands the route's schema in through the polymorphic `this`.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export interface ContractTypes extends FastifyTypeProvider {
  validator: this['schema'] extends JSONSchema ? FromSchema<this['schema']> : unknown;
  serializer: this['schema'] extends JSONSchema
    ? ListedFieldsOnly<FromSchema<this['schema'], { keepDefaultedPropertiesOptional: true }>>
    : unknown;
}

type ListedFieldsOnly<T> = T extends readonly (infer Item)[]
  ? ListedFieldsOnly<Item>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : K]: NullableObject<ListedFieldsOnly<T[K]>> }
    : T;

/**
 * An object inside a reply may also be null, as a service's reply leaves a message it did not
 * set: the serializer writes it as `{}`, as it always has.
 */
type NullableObject<T> =
  NonNullable<T> extends readonly unknown[] ? T : NonNullable<T> extends object ? T | null : T;

/** A Fastify scope whose routes take their types from their schemas. */
export type ContractRoutes = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ContractTypes
>;

/** The same scope, typed by its schemas: register routes on what this returns. */
export function contractRoutes(app: FastifyInstance): ContractRoutes {
  return app.withTypeProvider<ContractTypes>();
}

/**
 * What a part of a route schema (a body, a querystring, a params object) describes, as a handler
 * reads it: for helpers shared by several handlers (`body: ContractValue<MessageBodySchema>`).
 */
export type ContractValue<S extends JSONSchema> = FromSchema<S>;

/**
 * A reply whose 200 is not JSON (a file, a stream of Server-Sent Events) is outside the JSON
 * contract: the schema lists its error bodies only, and the stream is sent through this.
 */
export function streamReply(reply: FastifyReply): FastifyReply {
  return reply;
}

/** The 204 of a route whose schema answers `{ type: 'null' }`: no body at all. */
export function noContent(reply: FastifyReply): FastifyReply {
  return reply.status(204).send();
}
