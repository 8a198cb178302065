import { isVariable, type ConfigOf, type ConfigShape } from './variable.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Parses the environment against a shape and returns a nested, deeply frozen object.
 * Every bad variable is listed at once, so an operator fixes them in one go. An empty string counts
 * as unset, which is what a blank line in .env means.
 */
export function loadConfig<S extends ConfigShape>(shape: S, env: Env = process.env): ConfigOf<S> {
  const problems: string[] = [];
  const result = parseShape(shape, env, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return result as ConfigOf<S>;
}

function parseShape(shape: ConfigShape, env: Env, problems: string[]): object {
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(shape)) {
    if (!isVariable(entry)) {
      out[key] = parseShape(entry, env, problems);
      continue;
    }
    const raw = env[entry.name];
    const parsed = entry.schema.safeParse(raw === '' ? undefined : raw);
    if (parsed.success) {
      out[key] = parsed.data;
    } else {
      const reason = parsed.error.issues.map((issue) => issue.message).join('; ');
      const shown = entry.secret || raw === undefined ? '' : ` (got '${raw}')`;
      problems.push(`${entry.name}: ${reason}${shown} — ${entry.description}`);
    }
  }
  return Object.freeze(out);
}
