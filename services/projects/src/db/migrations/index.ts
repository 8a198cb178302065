import type { Migration } from '@sitesage/db';
import * as createProjects from './0001-create-projects.js';
import * as agentContact from './0002-agent-contact.js';

/** Every migration of the projects schema, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001-create-projects': createProjects,
  '0002-agent-contact': agentContact,
};
