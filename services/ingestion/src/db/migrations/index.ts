import type { Migration } from '@sitesage/db';
import * as createKnowledge from './0001-create-knowledge.js';

/** Every migration of the ingestion schema, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001-create-knowledge': createKnowledge,
};
