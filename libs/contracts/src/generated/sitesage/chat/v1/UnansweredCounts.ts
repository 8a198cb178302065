// Original file: proto/chat/v1/chat.proto

import type { UnansweredCount as _sitesage_chat_v1_UnansweredCount, UnansweredCount__Output as _sitesage_chat_v1_UnansweredCount__Output } from '../../../sitesage/chat/v1/UnansweredCount.js';

export interface UnansweredCounts {
  'counts'?: (_sitesage_chat_v1_UnansweredCount)[];
}

export interface UnansweredCounts__Output {
  'counts': (_sitesage_chat_v1_UnansweredCount__Output)[];
}
