import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, listVariables, loadConfig, port, variable, bool } from './index.js';

const shape = {
  http: { port: variable('PORT', port(8080), 'HTTP port') },
  secret: variable('JWT_SECRET', z.string().min(32), 'Signing key', { secret: true }),
  debug: variable('DEBUG_FLAG', bool(false), 'Debug switch'),
};

describe('loadConfig', () => {
  it('parses into a nested, frozen object with defaults', () => {
    const config = loadConfig(shape, { JWT_SECRET: 'x'.repeat(32), DEBUG_FLAG: 'yes' });
    expect(config).toEqual({ http: { port: 8080 }, secret: 'x'.repeat(32), debug: true });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.http)).toBe(true);
  });

  it('lists every bad variable at once and never prints a secret value', () => {
    const attempt = () => loadConfig(shape, { PORT: 'eighty', JWT_SECRET: 'short-secret' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems, message } = error as ConfigError;
      expect(problems).toHaveLength(2);
      expect(message).toContain("PORT: Invalid input: expected number, received NaN (got 'eighty')");
      expect(message).toContain('JWT_SECRET');
      expect(message).not.toContain('short-secret');
    }
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig(shape, { PORT: '', JWT_SECRET: 'y'.repeat(40) }).http.port).toBe(8080);
  });

  it('lists variables depth first', () => {
    expect(listVariables(shape).map((v) => v.name)).toEqual(['PORT', 'JWT_SECRET', 'DEBUG_FLAG']);
  });
});
