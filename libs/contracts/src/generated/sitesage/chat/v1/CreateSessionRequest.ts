// Original file: proto/chat/v1/chat.proto

import type { VisitorInfo as _sitesage_chat_v1_VisitorInfo, VisitorInfo__Output as _sitesage_chat_v1_VisitorInfo__Output } from '../../../sitesage/chat/v1/VisitorInfo.js';

export interface CreateSessionRequest {
  'project_id'?: (string);
  'source'?: (string);
  'visitor'?: (_sitesage_chat_v1_VisitorInfo | null);
  'details_required'?: (boolean);
  'visitor_key'?: (string);
}

export interface CreateSessionRequest__Output {
  'project_id': (string);
  'source': (string);
  'visitor': (_sitesage_chat_v1_VisitorInfo__Output | null);
  'details_required': (boolean);
  'visitor_key': (string);
}
