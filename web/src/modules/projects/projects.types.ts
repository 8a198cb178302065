export type ProjectStatus = 'active' | 'inactive' | 'pending';

export type ChatPosition = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';

export type ProjectTheme = {
  position: ChatPosition;
  button: { button_text: string; button_color: string };
  user_message_bubble_color: string;
  bot_message_bubble_color: string;
  text_color: string;
  chat_screen_background_color: string;
  width: number;
  height: number;
};

/**
 * GET /projects/project/{project_id}: what anyone may see of an agent (the widget, the chat page and
 * the demo page read it). Every field is owner-written and untrusted where it is shown.
 */
export type PublicProject = {
  project_id: string;
  name: string;
  /** Rich text (simple HTML or Markdown). */
  description: string;
  bot_name: string;
  bot_welcome_message: string;
  bot_template_messages: string;
  require_user_details: boolean;
  theme: ProjectTheme | null;
  status: string;
};

/** An owner's agent, as the owner routes return it. */
export type Project = {
  id: string;
  /** The public slug of the embed code and the demo page. */
  project_id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  bot_name: string;
  bot_welcome_message: string;
  /** Quick prompts joined by commas. */
  bot_template_messages: string;
  require_user_details: boolean;
  site_url: string;
  /** Where a visitor asking for a person is sent ('' when not set); never shown to visitors otherwise. */
  contact_email?: string;
  contact_whatsapp?: string;
  created_at: string;
  updated_at: string;
  totalSessions: number;
  /** Replies the agent has written. */
  totalResponses: number;
  totalResources: number;
  /** Sources learned, failed and still processing (the agents list only). */
  training?: { learned: number; failed: number; processing: number };
  theme: ProjectTheme;
  /**
   * Websites that may show the chat: host names, `*.example.com` (subdomains) or IPv4 addresses,
   * each with an optional port. The site's own until the owner edits the list; empty: any website.
   */
  allowed_hosts: string[];
  /** Pages on localhost / 127.0.0.1, any port, may show it too. */
  allow_localhost: boolean;
};

export type ProjectList = { data: Project[]; total: number; plan_limit: number };

export type ListProjectsArgs = { offset: number; search: string };

export type CreateProjectRequest = { name: string; description: string; site_url?: string };

export type ThemePatch = Partial<Omit<ProjectTheme, 'button'>> & {
  button?: Partial<ProjectTheme['button']>;
};

/** The fields an owner may change; the server ignores anything else. */
export type ProjectPatch = {
  name?: string;
  description?: string;
  bot_name?: string;
  require_user_details?: boolean;
  bot_welcome_message?: string;
  bot_template_messages?: string;
  contact_email?: string;
  contact_whatsapp?: string;
  theme?: ThemePatch;
  /** The whole new list (replaces the old one). */
  allowed_hosts?: string[];
  allow_localhost?: boolean;
};

export type MagicUiReply = {
  project: Project;
  /** False when the site could not be reached: the default look stands. */
  site_reviewed: boolean;
  /** What was taken from the site, or why nothing was, in product words. */
  note: string;
};
