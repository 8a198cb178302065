// Original file: proto/chat/v1/chat.proto

import type { ChatMessage as _sitesage_chat_v1_ChatMessage, ChatMessage__Output as _sitesage_chat_v1_ChatMessage__Output } from '../../../sitesage/chat/v1/ChatMessage.js';

export interface WatchReply {
  'taken_over'?: (boolean);
  'taken_over_by'?: (string);
  'messages'?: (_sitesage_chat_v1_ChatMessage)[];
}

export interface WatchReply__Output {
  'taken_over': (boolean);
  'taken_over_by': (string);
  'messages': (_sitesage_chat_v1_ChatMessage__Output)[];
}
