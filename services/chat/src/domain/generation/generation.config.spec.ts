import { describe, expect, it } from 'vitest';
import { ConfigError, listVariables, loadConfig } from '@sitesage/config';
import { generationVariables, resolveGenerationSettings } from './generation.config.js';

const load = (env: Record<string, string>) => loadConfig({ generation: generationVariables }, env).generation;

describe('LLM configuration', () => {
  it('defaults to no LLM: the built-in extractive answerer', () => {
    const config = load({});
    expect(config.provider).toBe('none');
    expect(resolveGenerationSettings(config)).toBeUndefined();
  });

  it('has the documented budgets by default', () => {
    const config = load({});
    expect(config).toMatchObject({
      firstTokenTimeoutMs: 20_000,
      idleTimeoutMs: 30_000,
      maxAnswerChars: 4000,
      maxRetries: 2,
      breakerFailureThreshold: 5,
    });
  });

  it('picks the provider default model and public endpoint when they are left empty', () => {
    const settings = resolveGenerationSettings(load({ LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'k' }));
    expect(settings).toMatchObject({ model: 'claude-haiku-4-5', baseUrl: 'https://api.anthropic.com' });
  });

  it('lists every missing value of a provider at once', () => {
    expect(() => resolveGenerationSettings(load({ LLM_PROVIDER: 'openai-compatible' }))).toThrow(
      expect.objectContaining({
        problems: [
          'LLM_BASE_URL: required when LLM_PROVIDER=openai-compatible (include /v1)',
          'LLM_MODEL: required when LLM_PROVIDER=openai-compatible',
        ],
      }) as ConfigError,
    );
    expect(() => resolveGenerationSettings(load({ LLM_PROVIDER: 'gemini' }))).toThrow(/LLM_API_KEY/);
  });

  it('accepts a keyless OpenAI-compatible server such as Ollama', () => {
    const settings = resolveGenerationSettings(
      load({
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        LLM_MODEL: 'llama3.1',
      }),
    );
    expect(settings).toMatchObject({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      apiKey: undefined,
    });
  });

  it('refuses more than two retries and keeps the key secret', () => {
    expect(() => load({ LLM_MAX_RETRIES: '5' })).toThrow(/LLM_MAX_RETRIES/);
    const variables = listVariables(generationVariables);
    expect(variables.find((v) => v.name === 'LLM_API_KEY')?.secret).toBe(true);
    for (const v of variables) expect(v.description.length, v.name).toBeGreaterThan(20);
  });
});
