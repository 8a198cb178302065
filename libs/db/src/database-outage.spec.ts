import { describe, expect, it } from 'vitest';
import { asUnavailable, isDatabaseUnavailable } from './database-outage.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('database outages', () => {
  it('are told apart from faults in a query', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(withCode('syntax error', '42601'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('become UNAVAILABLE with the generic message; other errors pass through', () => {
    expect(asUnavailable(withCode('connect ECONNREFUSED', 'ECONNREFUSED'))).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
    const other = withCode('syntax error', '42601');
    expect(asUnavailable(other)).toBe(other);
  });
});
