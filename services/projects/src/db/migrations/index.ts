import type { Migration } from '@sitesage/db';
import * as createProjects from './0001-create-projects.js';
import * as allowedWebsites from './0002-allowed-websites.js';
import * as oneAgentName from './0003-one-agent-name.js';
import * as agentContact from './0004-agent-contact.js';
import * as pausedAgents from './0005-paused-agents.js';

/** Every migration of the projects schema, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001-create-projects': createProjects,
  '0002-allowed-websites': allowedWebsites,
  '0003-one-agent-name': oneAgentName,
  '0004-agent-contact': agentContact,
  '0005-paused-agents': pausedAgents,
};
