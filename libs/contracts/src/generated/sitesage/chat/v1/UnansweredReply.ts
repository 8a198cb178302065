// Original file: proto/chat/v1/chat.proto

import type { UnansweredGroup as _sitesage_chat_v1_UnansweredGroup, UnansweredGroup__Output as _sitesage_chat_v1_UnansweredGroup__Output } from '../../../sitesage/chat/v1/UnansweredGroup.js';

export interface UnansweredReply {
  'groups'?: (_sitesage_chat_v1_UnansweredGroup)[];
}

export interface UnansweredReply__Output {
  'groups': (_sitesage_chat_v1_UnansweredGroup__Output)[];
}
