/**
 * Variables that make LangChain send every prompt and reply to LangSmith on its own. Prompts carry
 * visitors' messages and the owner's knowledge, so they leave for a third party only when the
 * operator asks for it in SiteSage's own configuration (LLM_TRACING), never because the
 * environment happens to hold one of these.
 */
export const langChainTracingVariables = [
  'LANGSMITH_TRACING',
  'LANGSMITH_TRACING_V2',
  'LANGCHAIN_TRACING',
  'LANGCHAIN_TRACING_V2',
] as const;

/** Removes the tracing switches from `env` unless tracing is allowed; returns the names removed. */
export function disableThirdPartyTracing(
  env: NodeJS.ProcessEnv,
  { allowed }: { allowed: boolean },
): string[] {
  if (allowed) return [];
  const removed = langChainTracingVariables.filter((name) => env[name] !== undefined);
  for (const name of removed) Reflect.deleteProperty(env, name);
  return removed;
}
