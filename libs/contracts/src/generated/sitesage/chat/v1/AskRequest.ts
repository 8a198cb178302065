// Original file: proto/chat/v1/chat.proto

import type { Bot as _sitesage_chat_v1_Bot, Bot__Output as _sitesage_chat_v1_Bot__Output } from '../../../sitesage/chat/v1/Bot.js';
import type { VisitorInfo as _sitesage_chat_v1_VisitorInfo, VisitorInfo__Output as _sitesage_chat_v1_VisitorInfo__Output } from '../../../sitesage/chat/v1/VisitorInfo.js';

export interface AskRequest {
  'project_id'?: (string);
  'session_id'?: (string);
  'prompt'?: (string);
  'bot'?: (_sitesage_chat_v1_Bot | null);
  'owner_id'?: (string);
  'plan'?: (string);
  'visitor_key'?: (string);
  'visitor'?: (_sitesage_chat_v1_VisitorInfo | null);
  'details_required'?: (boolean);
  'message_type'?: (string);
}

export interface AskRequest__Output {
  'project_id': (string);
  'session_id': (string);
  'prompt': (string);
  'bot': (_sitesage_chat_v1_Bot__Output | null);
  'owner_id': (string);
  'plan': (string);
  'visitor_key': (string);
  'visitor': (_sitesage_chat_v1_VisitorInfo__Output | null);
  'details_required': (boolean);
  'message_type': (string);
}
