// Original file: proto/chat/v1/chat.proto

import type { SessionCount as _sitesage_chat_v1_SessionCount, SessionCount__Output as _sitesage_chat_v1_SessionCount__Output } from '../../../sitesage/chat/v1/SessionCount.js';

export interface SessionCounts {
  'counts'?: (_sitesage_chat_v1_SessionCount)[];
}

export interface SessionCounts__Output {
  'counts': (_sitesage_chat_v1_SessionCount__Output)[];
}
