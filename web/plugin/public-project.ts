/** The part of GET /api/v1/projects/project/{project_id} the loader reads. */
export type PublicProjectJson = {
  name?: unknown;
  bot_name?: unknown;
  theme?: unknown;
  allowed_hosts?: unknown;
  allow_localhost?: unknown;
};

/** The agent's public view; throws on a network failure or any non-2xx answer (unknown agent). */
export async function fetchPublicProject(origin: string, projectId: string): Promise<PublicProjectJson> {
  // No cookies: the loader runs on a stranger's page and needs nothing but public data.
  const response = await fetch(`${origin}/api/v1/projects/project/${encodeURIComponent(projectId)}`, {
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`status ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error('not a project');
  return body;
}
