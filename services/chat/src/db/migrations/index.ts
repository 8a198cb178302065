import type { Migration } from '@sitesage/db';
import * as createSessionsAndMessages from './0001-create-sessions-and-messages.js';
import * as answering from './0002-answering.js';
import * as conversationCaps from './0003-conversation-caps.js';
import * as conversationCounted from './0004-conversation-counted.js';
import * as usageNoticeRelay from './0005-usage-notice-relay.js';
import * as quotaCycles from './0006-quota-cycles.js';
import * as unansweredDismissals from './0007-unanswered-dismissals.js';
import * as humanTakeover from './0008-human-takeover.js';
import * as contactRequestOutbox from './0009-contact-request-outbox.js';

/** Every migration of the chat schema, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001-create-sessions-and-messages': createSessionsAndMessages,
  '0002-answering': answering,
  '0003-conversation-caps': conversationCaps,
  '0004-conversation-counted': conversationCounted,
  '0005-usage-notice-relay': usageNoticeRelay,
  '0006-quota-cycles': quotaCycles,
  '0007-unanswered-dismissals': unansweredDismissals,
  '0008-human-takeover': humanTakeover,
  '0009-contact-request-outbox': contactRequestOutbox,
};
