import type { ThemePosition } from '@sitesage/agent-theme';
import type { ApiBody, ApiReply } from '../../api/http-contract';

// The agents API's types come from the HTTP contract (web/src/api); the values the server writes
// from a closed list are narrowed here.

export type ProjectStatus = 'active' | 'inactive' | 'pending';

export type ChatPosition = ThemePosition;

type ProjectJson = ApiReply<'/projects/{id}', 'get'>;

export type ProjectTheme = Omit<ProjectJson['theme'], 'position'> & { position: ChatPosition };

/**
 * GET /projects/project/{project_id}: what anyone may see of an agent (the widget, the chat page and
 * the demo page read it). Every field is owner-written and untrusted where it is shown;
 * `description` is rich text (simple HTML or Markdown).
 */
export type PublicProject = Omit<ApiReply<'/projects/project/{project_id}', 'get'>, 'theme'> & {
  theme: ProjectTheme | null;
};

/**
 * An owner's agent, as the owner routes return it. `project_id` is the public slug of the embed
 * code and the demo page; `bot_template_messages` the quick prompts joined by commas;
 * `contact_email`/`contact_whatsapp` where a visitor asking for a person is sent ('' when not set;
 * never shown to visitors otherwise); `totalResponses` the replies the agent has written;
 * `training` the sources learned, failed and still processing (the agents list only);
 * `allowed_hosts` the websites that may show the chat (host names, `*.example.com` or IPv4
 * addresses, each with an optional port; the site's own until the owner edits the list; empty:
 * any website); `allow_localhost` lets pages on localhost / 127.0.0.1 show it too; `paused`: above
 * the plan's agent limit after a downgrade (kept with all it learned, not answering visitors).
 */
export type Project = Omit<ProjectJson, 'status' | 'theme'> & {
  status: ProjectStatus;
  theme: ProjectTheme;
};

export type ProjectList = Omit<ApiReply<'/projects', 'get'>, 'data'> & { data: Project[] };

export type ListProjectsArgs = { offset: number; search: string };

export type CreateProjectRequest = ApiBody<'/projects', 'post'>;

/** The fields an owner may change (`allowed_hosts`: the whole new list); the server ignores anything else. */
export type ProjectPatch = ApiBody<'/projects/{id}', 'put'>;

export type ThemePatch = NonNullable<ProjectPatch['theme']>;

/**
 * `site_reviewed` is false when the site could not be reached (the default look stands); `note` says
 * what was taken from the site, or why nothing was, in product words.
 */
export type MagicUiReply = Omit<ApiReply<'/projects/{id}/create-magic-ui', 'post'>, 'project'> & {
  project: Project;
};
