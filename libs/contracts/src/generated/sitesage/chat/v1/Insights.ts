// Original file: proto/chat/v1/chat.proto

import type { InsightsDay as _sitesage_chat_v1_InsightsDay, InsightsDay__Output as _sitesage_chat_v1_InsightsDay__Output } from '../../../sitesage/chat/v1/InsightsDay.js';
import type { InsightsHour as _sitesage_chat_v1_InsightsHour, InsightsHour__Output as _sitesage_chat_v1_InsightsHour__Output } from '../../../sitesage/chat/v1/InsightsHour.js';
import type { InsightsQuestion as _sitesage_chat_v1_InsightsQuestion, InsightsQuestion__Output as _sitesage_chat_v1_InsightsQuestion__Output } from '../../../sitesage/chat/v1/InsightsQuestion.js';

export interface Insights {
  'since'?: (string);
  'until'?: (string);
  'time_zone'?: (string);
  'days'?: (_sitesage_chat_v1_InsightsDay)[];
  'hours'?: (_sitesage_chat_v1_InsightsHour)[];
  'top_questions'?: (_sitesage_chat_v1_InsightsQuestion)[];
  'questions'?: (number);
  'grouped_questions'?: (number);
}

export interface Insights__Output {
  'since': (string);
  'until': (string);
  'time_zone': (string);
  'days': (_sitesage_chat_v1_InsightsDay__Output)[];
  'hours': (_sitesage_chat_v1_InsightsHour__Output)[];
  'top_questions': (_sitesage_chat_v1_InsightsQuestion__Output)[];
  'questions': (number);
  'grouped_questions': (number);
}
