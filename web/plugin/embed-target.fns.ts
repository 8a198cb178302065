/** What the embed code names: the agent and the SiteSage origin the loader came from. */
export type EmbedTarget = { projectId: string; origin: string };

// Public slugs are random letters and digits; anything else is a typo or an injection attempt.
const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The loader's own script tag. `currentScript` is only set while the script first runs, so this
 * must be called synchronously at start; the selector covers loaders that run later.
 */
export function findLoaderScript(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && current.dataset.id !== undefined) return current;
  return doc.querySelector<HTMLScriptElement>('script[src$="plugin.js"][data-id]');
}

/**
 * The API and the chat frame come from where the loader itself was served, never from the host
 * page: a customer's site embeds SiteSage from another origin.
 */
export function readEmbedTarget(script: HTMLScriptElement | null): EmbedTarget | null {
  const projectId = script?.dataset.id?.trim() ?? '';
  if (script === null || !PROJECT_ID.test(projectId)) return null;
  try {
    const { origin, protocol } = new URL(script.src, script.ownerDocument.baseURI);
    return protocol === 'https:' || protocol === 'http:' ? { projectId, origin } : null;
  } catch {
    return null;
  }
}
