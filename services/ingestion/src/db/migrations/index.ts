import type { Migration } from '@sitesage/db';
import * as createKnowledge from './0001-create-knowledge.js';
import * as searchStorage from './0002-search-storage.js';
import * as failureCodes from './0003-failure-codes.js';
import * as scheduledSync from './0004-scheduled-sync.js';
import * as qaPairs from './0005-qa-pairs.js';
import * as searchShortcuts from './0006-search-shortcuts.js';

/** Every migration of the ingestion schema, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001-create-knowledge': createKnowledge,
  '0002-search-storage': searchStorage,
  '0003-failure-codes': failureCodes,
  '0004-scheduled-sync': scheduledSync,
  '0005-qa-pairs': qaPairs,
  '0006-search-shortcuts': searchShortcuts,
};
