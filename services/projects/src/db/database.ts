import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Theme } from '../domain/projects/theme.fns.js';

/** Set by the database (clock_timestamp()) when a row is written; read back as Date. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

export type ProjectsTable = {
  /** Internal id (UUID): what owner routes use. */
  id: string;
  /** Public slug for embed and demo URLs: base64url of 16 random bytes (22 characters). */
  project_id: string;
  /** The owner (auth's user_id). */
  user_id: string;
  name: string;
  description: Generated<string>;
  status: Generated<string>;
  bot_name: Generated<string>;
  bot_welcome_message: Generated<string>;
  /** Comma-joined quick prompts, each trimmed and non-empty. */
  bot_template_messages: Generated<string>;
  require_user_details: Generated<boolean>;
  /** Every Theme key; written as JSON text, read back parsed. Older rows may lack newer keys. */
  theme: ColumnType<Partial<Theme>, string, string>;
  /** The owner's site, normalised by parseSiteUrl; '' when none was given. */
  site_url: Generated<string>;
  /** Websites that may show the chat (see allowed-hosts.fns.ts); null until the owner edits them: the site's own. */
  allowed_hosts: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  /** Whether pages on localhost / 127.0.0.1 (any port) may show the chat too, for testing. */
  allow_localhost: Generated<boolean>;
  /** Where a visitor asking for a person is sent: an e-mail address and an E.164 WhatsApp number. */
  contact_email: Generated<string>;
  contact_whatsapp: Generated<string>;
  /** Above the owner's plan limit: kept with all it learned, not answering visitors. */
  paused: Generated<boolean>;
  /** When the owner last chose this agent to stay within the limit; null if never. */
  kept_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when the owner deletes the project: from then on no read sees it. */
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

/** One announcement per (deleted project, purge queue), written in the deleting transaction. */
export type PurgeOutboxTable = {
  id: Generated<string>;
  /** Internal project id (projects.id). */
  project_id: string;
  owner_id: string;
  /** Queue name, e.g. 'chat.project-purge'. */
  queue: string;
  created_at: Timestamp;
  /** When the job reached Redis; null while it still has to be sent. */
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

/** The owner's plan as billing last said it (ApplyPlan); versions only grow. */
export type OwnerPlansTable = {
  user_id: string;
  plan: string;
  plan_version: number;
  updated_at: Timestamp;
};

export type ProjectsDatabase = {
  'projects.projects': ProjectsTable;
  'projects.owner_plans': OwnerPlansTable;
  'projects.purge_outbox': PurgeOutboxTable;
};

export type ProjectRow = Selectable<ProjectsTable>;
export type NewProjectRow = Insertable<ProjectsTable>;
export type PurgeOutboxRow = Selectable<PurgeOutboxTable>;
