/**
 * The agent shown at /bot with no id (spec §2): bot.html names it in
 * `<meta name="sitesage-default-project" content="…">`, which an operator edits (or templates at
 * deploy time) to their own default agent's public id; DEFAULT_PROJECT_ID when the tag is missing.
 */
export const DEFAULT_PROJECT_ID = 'sitesage';

export function defaultProjectId(doc: Document): string {
  const content = doc.querySelector('meta[name="sitesage-default-project"]')?.getAttribute('content')?.trim();
  return content === undefined || content === '' ? DEFAULT_PROJECT_ID : content;
}
