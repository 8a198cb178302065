// Original file: proto/chat/v1/chat.proto

import type { Source as _sitesage_chat_v1_Source, Source__Output as _sitesage_chat_v1_Source__Output } from '../../../sitesage/chat/v1/Source.js';

export interface ChatMessage {
  'id'?: (string);
  'session_id'?: (string);
  'project_id'?: (string);
  'role'?: (string);
  'content'?: (string);
  'created_at'?: (string);
  'status'?: (string);
  'intent'?: (string);
  'sources'?: (_sitesage_chat_v1_Source)[];
  'declined'?: (boolean);
  'author'?: (string);
  'author_name'?: (string);
}

export interface ChatMessage__Output {
  'id': (string);
  'session_id': (string);
  'project_id': (string);
  'role': (string);
  'content': (string);
  'created_at': (string);
  'status': (string);
  'intent': (string);
  'sources': (_sitesage_chat_v1_Source__Output)[];
  'declined': (boolean);
  'author': (string);
  'author_name': (string);
}
