import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatAnthropic } from '@langchain/anthropic';
import { ChatGoogleGenerativeAI } from '@langchain/google-genai';
import { loadConfig } from '@sitesage/config';
import { createChatModel } from './create-chat-model.js';
import { generationVariables, resolveGenerationSettings } from '../domain/generation/generation.config.js';

function settingsFor(env: Record<string, string>) {
  const settings = resolveGenerationSettings(loadConfig({ generation: generationVariables }, env).generation);
  const { provider } = settings ?? {};
  if (!settings || (provider !== 'anthropic' && provider !== 'gemini'))
    throw new Error('expected a LangChain provider');
  return { ...settings, provider };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('chat model per provider', () => {
  // Values an operator might have exported for other tools; none may reach our clients.
  function stubForeignEnvironment() {
    vi.stubEnv('OPENAI_API_KEY', 'env-openai');
    vi.stubEnv('OPENAI_BASE_URL', 'http://env.invalid/v1');
    vi.stubEnv('ANTHROPIC_API_KEY', 'env-anthropic');
    vi.stubEnv('ANTHROPIC_BASE_URL', 'http://env.invalid');
    vi.stubEnv('GOOGLE_API_KEY', 'env-google');
    vi.stubEnv('LANGSMITH_GATEWAY', 'true');
  }

  it('Anthropic: configured key and endpoint, no LangChain retries', () => {
    stubForeignEnvironment();
    const model = createChatModel(settingsFor({ LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'configured' }));
    expect(model).toBeInstanceOf(ChatAnthropic);
    expect(model).toMatchObject({
      apiKey: 'configured',
      apiUrl: 'https://api.anthropic.com',
      maxTokens: 800,
    });
    expect(model.caller as object).toMatchObject({ maxRetries: 0 });
  });

  it('Gemini: configured key and endpoint, no LangChain retries', () => {
    stubForeignEnvironment();
    const model = createChatModel(settingsFor({ LLM_PROVIDER: 'gemini', LLM_API_KEY: 'configured' }), {
      maxOutputTokens: 100,
    });
    expect(model).toBeInstanceOf(ChatGoogleGenerativeAI);
    expect(model).toMatchObject({
      apiKey: 'configured',
      baseUrl: 'https://generativelanguage.googleapis.com',
      maxOutputTokens: 100,
    });
    expect(model.caller as object).toMatchObject({ maxRetries: 0 });
  });
});
