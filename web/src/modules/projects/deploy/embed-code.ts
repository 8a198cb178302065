/**
 * The one line an owner pastes into their site: the widget loader (served by this app at
 * /plugin.js) and the agent's public id.
 */
export function embedCode(origin: string, projectId: string): string {
  return `<script src="${origin}/plugin.js" data-id="${projectId}" defer></script>`;
}
