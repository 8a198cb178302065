// Original file: proto/chat/v1/chat.proto

import type { Session as _sitesage_chat_v1_Session, Session__Output as _sitesage_chat_v1_Session__Output } from '../../../sitesage/chat/v1/Session.js';

export interface ListSessionsReply {
  'data'?: (_sitesage_chat_v1_Session)[];
  'total'?: (number);
}

export interface ListSessionsReply__Output {
  'data': (_sitesage_chat_v1_Session__Output)[];
  'total': (number);
}
