import { describe, expect, it } from 'vitest';
import { disableThirdPartyTracing } from './third-party-tracing.js';

describe('disableThirdPartyTracing', () => {
  it('switches LangSmith tracing off unless the operator allowed it', () => {
    const env: NodeJS.ProcessEnv = { LANGSMITH_TRACING: 'true', LANGCHAIN_TRACING_V2: 'true', PATH: '/bin' };
    expect(disableThirdPartyTracing(env, { allowed: false })).toEqual([
      'LANGSMITH_TRACING',
      'LANGCHAIN_TRACING_V2',
    ]);
    expect(env).toEqual({ PATH: '/bin' });
  });

  it('leaves the environment alone when tracing is allowed', () => {
    const env: NodeJS.ProcessEnv = { LANGSMITH_TRACING: 'true' };
    expect(disableThirdPartyTracing(env, { allowed: true })).toEqual([]);
    expect(env).toEqual({ LANGSMITH_TRACING: 'true' });
  });
});
