// Original file: proto/chat/v1/chat.proto

import type { Sources as _sitesage_chat_v1_Sources, Sources__Output as _sitesage_chat_v1_Sources__Output } from '../../../sitesage/chat/v1/Sources.js';
import type { AnswerDone as _sitesage_chat_v1_AnswerDone, AnswerDone__Output as _sitesage_chat_v1_AnswerDone__Output } from '../../../sitesage/chat/v1/AnswerDone.js';
import type { AnswerFailure as _sitesage_chat_v1_AnswerFailure, AnswerFailure__Output as _sitesage_chat_v1_AnswerFailure__Output } from '../../../sitesage/chat/v1/AnswerFailure.js';

export interface AnswerEvent {
  'session_id'?: (string);
  'token'?: (string);
  'sources'?: (_sitesage_chat_v1_Sources | null);
  'done'?: (_sitesage_chat_v1_AnswerDone | null);
  'error'?: (_sitesage_chat_v1_AnswerFailure | null);
  'event'?: "session_id"|"token"|"sources"|"done"|"error";
}

export interface AnswerEvent__Output {
  'session_id'?: (string);
  'token'?: (string);
  'sources'?: (_sitesage_chat_v1_Sources__Output | null);
  'done'?: (_sitesage_chat_v1_AnswerDone__Output | null);
  'error'?: (_sitesage_chat_v1_AnswerFailure__Output | null);
  'event'?: "session_id"|"token"|"sources"|"done"|"error";
}
