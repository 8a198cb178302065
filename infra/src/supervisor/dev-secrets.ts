import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const names = ['JWT_SECRET', 'OTP_SECRET'] as const;

/**
 * Secrets for a local run that has none configured: made once, kept in DATA_DIR/secrets.json
 * (mode 600), so tokens and pending codes stay valid across restarts. Production sets them.
 */
export function devSecrets(dataDir: string, env: NodeJS.ProcessEnv): Record<string, string> {
  const file = join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  let changed = false;
  const result: Record<string, string> = {};
  for (const name of names) {
    const configured = env[name];
    if (configured) {
      result[name] = configured;
      continue;
    }
    if (!stored[name]) {
      stored[name] = randomBytes(48).toString('base64url');
      changed = true;
    }
    result[name] = stored[name];
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return result;
}
