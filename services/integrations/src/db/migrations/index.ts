import type { Migration } from '@sitesage/db';
import * as createIntegrations from './0001-create-integrations.js';

/** Every migration of the integrations schema, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001-create-integrations': createIntegrations,
};
