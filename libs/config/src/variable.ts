import type { z } from 'zod';

/** One environment variable: its name, how it is parsed, and what it is for. */
export type Variable<T = unknown> = {
  readonly kind: 'variable';
  readonly name: string;
  readonly schema: z.ZodType<T>;
  readonly description: string;
  /** Secrets are never printed, not even in configuration errors. */
  readonly secret: boolean;
};

/** A nested tree of variables: the shape of a service's configuration. */
export type ConfigShape = { readonly [key: string]: Variable | ConfigShape };

export type ConfigOf<S extends ConfigShape> = {
  readonly [K in keyof S]: S[K] extends Variable<infer T>
    ? T
    : S[K] extends ConfigShape
      ? ConfigOf<S[K]>
      : never;
};

export function variable<T>(
  name: string,
  schema: z.ZodType<T>,
  description: string,
  options: { secret?: boolean } = {},
): Variable<T> {
  return { kind: 'variable', name, schema, description, secret: options.secret ?? false };
}

export function isVariable(value: Variable | ConfigShape): value is Variable {
  return 'kind' in value && value.kind === 'variable';
}

/** Every variable of a shape, depth first, in declaration order. */
export function listVariables(shape: ConfigShape): Variable[] {
  return Object.values(shape).flatMap((entry) => (isVariable(entry) ? [entry] : listVariables(entry)));
}
