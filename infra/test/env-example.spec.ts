import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listVariables, type ConfigShape } from '@sitesage/config';
import { configShape as supervisor } from '../src/config.js';
import { configShape as gateway } from '@sitesage/gateway/config';
import { configShape as auth } from '@sitesage/auth/config';
import { configShape as projects } from '@sitesage/projects/config';
import { configShape as chat } from '@sitesage/chat/config';
import { configShape as ingestion } from '@sitesage/ingestion/config';
import { configShape as billing } from '@sitesage/billing/config';
import { configShape as integrations } from '@sitesage/integrations/config';

const shapes: Record<string, ConfigShape> = {
  supervisor,
  gateway,
  auth,
  projects,
  chat,
  ingestion,
  billing,
  integrations,
};
const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
const documented = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? ''));

describe('.env.example', () => {
  const variables = Object.values(shapes).flatMap((shape) => listVariables(shape));

  it('lists every variable that any process reads', () => {
    const missing = [...new Set(variables.map((v) => v.name))].filter((name) => !documented.has(name));
    expect(missing, 'add these to .env.example with their description').toEqual([]);
  });

  it('lists nothing that no process reads', () => {
    const known = new Set(variables.map((v) => v.name));
    const stale = [...documented].filter((name) => !known.has(name));
    expect(stale, 'remove these from .env.example or read them in a config.ts').toEqual([]);
  });

  it('never holds a secret value', () => {
    for (const variable of variables.filter((v) => v.secret)) {
      expect(example, `${variable.name} must be left empty`).toMatch(new RegExp(`^${variable.name}=$`, 'm'));
    }
  });

  it('describes every variable in its config schema', () => {
    for (const variable of variables) expect(variable.description.length, variable.name).toBeGreaterThan(10);
  });
});
