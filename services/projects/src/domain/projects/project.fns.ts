import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@sitesage/errors';
import type { ProjectRow } from '../../db/database.js';
import { defaultAllowedHosts } from './allowed-hosts.fns.js';
import { themeFromStored, type Theme } from './theme.fns.js';

/** Who is calling: the owner the gateway authenticated, with their plan. */
export type Owner = { userId: string; plan: string };

export type Project = {
  id: string;
  projectId: string;
  userId: string;
  name: string;
  description: string;
  status: string;
  botName: string;
  botWelcomeMessage: string;
  botTemplateMessages: string;
  requireUserDetails: boolean;
  theme: Theme;
  siteUrl: string;
  /** The websites that may show the chat, as the owner set them or, until then, the site's own. */
  allowedHosts: string[];
  allowLocalhost: boolean;
  /** How a visitor asking for a person reaches the owner ('' when not set); never public. */
  contactEmail: string;
  contactWhatsapp: string;
  /** Above the owner's plan limit: kept, not answering visitors (agent-limits.service.ts). */
  paused: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * What anyone may see: the widget and the demo page need nothing more (no owner, no site). The
 * allowed websites are public anyway (the chat page's CSP names them); the loader reads them so it
 * draws nothing on a page that could not show the chat.
 */
export type PublicProject = Pick<
  Project,
  | 'projectId'
  | 'name'
  | 'description'
  | 'botName'
  | 'botWelcomeMessage'
  | 'botTemplateMessages'
  | 'requireUserDetails'
  | 'theme'
  | 'status'
  | 'allowedHosts'
  | 'allowLocalhost'
  | 'paused'
>;

export const projectNotFound = () => AppError.notFound('Project not found');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const slugPattern = /^[A-Za-z0-9_-]{22}$/;

/** Internal ids are UUIDs; anything else cannot name a project (and must not reach SQL as one). */
export const isProjectId = (id: string): boolean => uuidPattern.test(id);
/** Public slugs: base64url of 16 bytes. */
export const isPublicSlug = (slug: string): boolean => slugPattern.test(slug);

export const newProjectId = (): string => randomUUID();
/** 128 random bits, URL-safe: the capability that embeds and demo links carry. */
export const newPublicSlug = (): string => randomBytes(16).toString('base64url');

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    projectId: row.project_id,
    userId: row.user_id,
    name: row.name,
    description: row.description,
    status: row.status,
    botName: row.bot_name,
    botWelcomeMessage: row.bot_welcome_message,
    botTemplateMessages: row.bot_template_messages,
    requireUserDetails: row.require_user_details,
    theme: themeFromStored(row.theme),
    siteUrl: row.site_url,
    allowedHosts: row.allowed_hosts ?? defaultAllowedHosts(row.site_url),
    allowLocalhost: row.allow_localhost,
    contactEmail: row.contact_email,
    contactWhatsapp: row.contact_whatsapp,
    paused: row.paused,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toPublicProject(project: Project): PublicProject {
  const { projectId, name, description, botName, botWelcomeMessage, botTemplateMessages } = project;
  return {
    projectId,
    name,
    description,
    botName,
    botWelcomeMessage,
    botTemplateMessages,
    requireUserDetails: project.requireUserDetails,
    theme: project.theme,
    status: project.status,
    allowedHosts: project.allowedHosts,
    allowLocalhost: project.allowLocalhost,
    paused: project.paused,
  };
}

/** The owner of a call; a call without one is a caller's bug, refused before any query. */
export function assertOwner(owner: Owner): Owner {
  if (!owner.userId.trim()) throw AppError.invalid('owner', 'The calling owner is missing.');
  return owner;
}
