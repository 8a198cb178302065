// Original file: proto/chat/v1/chat.proto

import type { RecentActivity as _sitesage_chat_v1_RecentActivity, RecentActivity__Output as _sitesage_chat_v1_RecentActivity__Output } from '../../../sitesage/chat/v1/RecentActivity.js';

export interface Analytics {
  'total_sessions'?: (number);
  'total_active_sessions'?: (number);
  'total_responses'?: (number);
  'recent_activity'?: (_sitesage_chat_v1_RecentActivity)[];
}

export interface Analytics__Output {
  'total_sessions': (number);
  'total_active_sessions': (number);
  'total_responses': (number);
  'recent_activity': (_sitesage_chat_v1_RecentActivity__Output)[];
}
