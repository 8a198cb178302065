// Original file: proto/chat/v1/chat.proto

import type { Source as _sitesage_chat_v1_Source, Source__Output as _sitesage_chat_v1_Source__Output } from '../../../sitesage/chat/v1/Source.js';

export interface Sources {
  'sources'?: (_sitesage_chat_v1_Source)[];
}

export interface Sources__Output {
  'sources': (_sitesage_chat_v1_Source__Output)[];
}
