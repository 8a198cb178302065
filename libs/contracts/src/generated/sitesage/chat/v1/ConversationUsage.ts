// Original file: proto/chat/v1/chat.proto

import type { UsageNotice as _sitesage_chat_v1_UsageNotice, UsageNotice__Output as _sitesage_chat_v1_UsageNotice__Output } from '../../../sitesage/chat/v1/UsageNotice.js';

export interface ConversationUsage {
  'month'?: (string);
  'conversations'?: (number);
  'quota'?: (number);
  'notices'?: (_sitesage_chat_v1_UsageNotice)[];
  'cycle_start'?: (string);
  'cycle_end'?: (string);
}

export interface ConversationUsage__Output {
  'month': (string);
  'conversations': (number);
  'quota': (number);
  'notices': (_sitesage_chat_v1_UsageNotice__Output)[];
  'cycle_start': (string);
  'cycle_end': (string);
}
