// Original file: proto/chat/v1/chat.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Analytics as _sitesage_chat_v1_Analytics, Analytics__Output as _sitesage_chat_v1_Analytics__Output } from '../../../sitesage/chat/v1/Analytics.js';
import type { AnswerEvent as _sitesage_chat_v1_AnswerEvent, AnswerEvent__Output as _sitesage_chat_v1_AnswerEvent__Output } from '../../../sitesage/chat/v1/AnswerEvent.js';
import type { AppendMessageRequest as _sitesage_chat_v1_AppendMessageRequest, AppendMessageRequest__Output as _sitesage_chat_v1_AppendMessageRequest__Output } from '../../../sitesage/chat/v1/AppendMessageRequest.js';
import type { AskRequest as _sitesage_chat_v1_AskRequest, AskRequest__Output as _sitesage_chat_v1_AskRequest__Output } from '../../../sitesage/chat/v1/AskRequest.js';
import type { ChatMessage as _sitesage_chat_v1_ChatMessage, ChatMessage__Output as _sitesage_chat_v1_ChatMessage__Output } from '../../../sitesage/chat/v1/ChatMessage.js';
import type { ConversationUsage as _sitesage_chat_v1_ConversationUsage, ConversationUsage__Output as _sitesage_chat_v1_ConversationUsage__Output } from '../../../sitesage/chat/v1/ConversationUsage.js';
import type { CreateSessionRequest as _sitesage_chat_v1_CreateSessionRequest, CreateSessionRequest__Output as _sitesage_chat_v1_CreateSessionRequest__Output } from '../../../sitesage/chat/v1/CreateSessionRequest.js';
import type { DismissUnansweredReply as _sitesage_chat_v1_DismissUnansweredReply, DismissUnansweredReply__Output as _sitesage_chat_v1_DismissUnansweredReply__Output } from '../../../sitesage/chat/v1/DismissUnansweredReply.js';
import type { DismissUnansweredRequest as _sitesage_chat_v1_DismissUnansweredRequest, DismissUnansweredRequest__Output as _sitesage_chat_v1_DismissUnansweredRequest__Output } from '../../../sitesage/chat/v1/DismissUnansweredRequest.js';
import type { HistoryReply as _sitesage_chat_v1_HistoryReply, HistoryReply__Output as _sitesage_chat_v1_HistoryReply__Output } from '../../../sitesage/chat/v1/HistoryReply.js';
import type { HistoryRequest as _sitesage_chat_v1_HistoryRequest, HistoryRequest__Output as _sitesage_chat_v1_HistoryRequest__Output } from '../../../sitesage/chat/v1/HistoryRequest.js';
import type { Insights as _sitesage_chat_v1_Insights, Insights__Output as _sitesage_chat_v1_Insights__Output } from '../../../sitesage/chat/v1/Insights.js';
import type { InsightsRequest as _sitesage_chat_v1_InsightsRequest, InsightsRequest__Output as _sitesage_chat_v1_InsightsRequest__Output } from '../../../sitesage/chat/v1/InsightsRequest.js';
import type { ListSessionsReply as _sitesage_chat_v1_ListSessionsReply, ListSessionsReply__Output as _sitesage_chat_v1_ListSessionsReply__Output } from '../../../sitesage/chat/v1/ListSessionsReply.js';
import type { ListSessionsRequest as _sitesage_chat_v1_ListSessionsRequest, ListSessionsRequest__Output as _sitesage_chat_v1_ListSessionsRequest__Output } from '../../../sitesage/chat/v1/ListSessionsRequest.js';
import type { OwnerMessageRequest as _sitesage_chat_v1_OwnerMessageRequest, OwnerMessageRequest__Output as _sitesage_chat_v1_OwnerMessageRequest__Output } from '../../../sitesage/chat/v1/OwnerMessageRequest.js';
import type { ProjectIds as _sitesage_chat_v1_ProjectIds, ProjectIds__Output as _sitesage_chat_v1_ProjectIds__Output } from '../../../sitesage/chat/v1/ProjectIds.js';
import type { Session as _sitesage_chat_v1_Session, Session__Output as _sitesage_chat_v1_Session__Output } from '../../../sitesage/chat/v1/Session.js';
import type { SessionCounts as _sitesage_chat_v1_SessionCounts, SessionCounts__Output as _sitesage_chat_v1_SessionCounts__Output } from '../../../sitesage/chat/v1/SessionCounts.js';
import type { SessionRequest as _sitesage_chat_v1_SessionRequest, SessionRequest__Output as _sitesage_chat_v1_SessionRequest__Output } from '../../../sitesage/chat/v1/SessionRequest.js';
import type { TakeoverRequest as _sitesage_chat_v1_TakeoverRequest, TakeoverRequest__Output as _sitesage_chat_v1_TakeoverRequest__Output } from '../../../sitesage/chat/v1/TakeoverRequest.js';
import type { UnansweredCounts as _sitesage_chat_v1_UnansweredCounts, UnansweredCounts__Output as _sitesage_chat_v1_UnansweredCounts__Output } from '../../../sitesage/chat/v1/UnansweredCounts.js';
import type { UnansweredReply as _sitesage_chat_v1_UnansweredReply, UnansweredReply__Output as _sitesage_chat_v1_UnansweredReply__Output } from '../../../sitesage/chat/v1/UnansweredReply.js';
import type { UnansweredRequest as _sitesage_chat_v1_UnansweredRequest, UnansweredRequest__Output as _sitesage_chat_v1_UnansweredRequest__Output } from '../../../sitesage/chat/v1/UnansweredRequest.js';
import type { UsageRequest as _sitesage_chat_v1_UsageRequest, UsageRequest__Output as _sitesage_chat_v1_UsageRequest__Output } from '../../../sitesage/chat/v1/UsageRequest.js';
import type { WaitingCount as _sitesage_chat_v1_WaitingCount, WaitingCount__Output as _sitesage_chat_v1_WaitingCount__Output } from '../../../sitesage/chat/v1/WaitingCount.js';
import type { WatchReply as _sitesage_chat_v1_WatchReply, WatchReply__Output as _sitesage_chat_v1_WatchReply__Output } from '../../../sitesage/chat/v1/WatchReply.js';
import type { WatchRequest as _sitesage_chat_v1_WatchRequest, WatchRequest__Output as _sitesage_chat_v1_WatchRequest__Output } from '../../../sitesage/chat/v1/WatchRequest.js';

export interface ChatServiceClient extends grpc.Client {
  AddOwnerMessage(argument: _sitesage_chat_v1_OwnerMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  AddOwnerMessage(argument: _sitesage_chat_v1_OwnerMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  AddOwnerMessage(argument: _sitesage_chat_v1_OwnerMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  AddOwnerMessage(argument: _sitesage_chat_v1_OwnerMessageRequest, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  addOwnerMessage(argument: _sitesage_chat_v1_OwnerMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  addOwnerMessage(argument: _sitesage_chat_v1_OwnerMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  addOwnerMessage(argument: _sitesage_chat_v1_OwnerMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  addOwnerMessage(argument: _sitesage_chat_v1_OwnerMessageRequest, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  
  AppendMessage(argument: _sitesage_chat_v1_AppendMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  AppendMessage(argument: _sitesage_chat_v1_AppendMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  AppendMessage(argument: _sitesage_chat_v1_AppendMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  AppendMessage(argument: _sitesage_chat_v1_AppendMessageRequest, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  appendMessage(argument: _sitesage_chat_v1_AppendMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  appendMessage(argument: _sitesage_chat_v1_AppendMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  appendMessage(argument: _sitesage_chat_v1_AppendMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  appendMessage(argument: _sitesage_chat_v1_AppendMessageRequest, callback: grpc.requestCallback<_sitesage_chat_v1_ChatMessage__Output>): grpc.ClientUnaryCall;
  
  Ask(argument: _sitesage_chat_v1_AskRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_sitesage_chat_v1_AnswerEvent__Output>;
  Ask(argument: _sitesage_chat_v1_AskRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_sitesage_chat_v1_AnswerEvent__Output>;
  ask(argument: _sitesage_chat_v1_AskRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_sitesage_chat_v1_AnswerEvent__Output>;
  ask(argument: _sitesage_chat_v1_AskRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_sitesage_chat_v1_AnswerEvent__Output>;
  
  CountSessions(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  CountSessions(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  CountSessions(argument: _sitesage_chat_v1_ProjectIds, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  CountSessions(argument: _sitesage_chat_v1_ProjectIds, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  countSessions(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  countSessions(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  countSessions(argument: _sitesage_chat_v1_ProjectIds, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  countSessions(argument: _sitesage_chat_v1_ProjectIds, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  
  CountUnanswered(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredCounts__Output>): grpc.ClientUnaryCall;
  CountUnanswered(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredCounts__Output>): grpc.ClientUnaryCall;
  CountUnanswered(argument: _sitesage_chat_v1_ProjectIds, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredCounts__Output>): grpc.ClientUnaryCall;
  CountUnanswered(argument: _sitesage_chat_v1_ProjectIds, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredCounts__Output>): grpc.ClientUnaryCall;
  countUnanswered(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredCounts__Output>): grpc.ClientUnaryCall;
  countUnanswered(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredCounts__Output>): grpc.ClientUnaryCall;
  countUnanswered(argument: _sitesage_chat_v1_ProjectIds, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredCounts__Output>): grpc.ClientUnaryCall;
  countUnanswered(argument: _sitesage_chat_v1_ProjectIds, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredCounts__Output>): grpc.ClientUnaryCall;
  
  CountWaitingForPerson(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_WaitingCount__Output>): grpc.ClientUnaryCall;
  CountWaitingForPerson(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_WaitingCount__Output>): grpc.ClientUnaryCall;
  CountWaitingForPerson(argument: _sitesage_chat_v1_ProjectIds, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_WaitingCount__Output>): grpc.ClientUnaryCall;
  CountWaitingForPerson(argument: _sitesage_chat_v1_ProjectIds, callback: grpc.requestCallback<_sitesage_chat_v1_WaitingCount__Output>): grpc.ClientUnaryCall;
  countWaitingForPerson(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_WaitingCount__Output>): grpc.ClientUnaryCall;
  countWaitingForPerson(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_WaitingCount__Output>): grpc.ClientUnaryCall;
  countWaitingForPerson(argument: _sitesage_chat_v1_ProjectIds, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_WaitingCount__Output>): grpc.ClientUnaryCall;
  countWaitingForPerson(argument: _sitesage_chat_v1_ProjectIds, callback: grpc.requestCallback<_sitesage_chat_v1_WaitingCount__Output>): grpc.ClientUnaryCall;
  
  CreateSession(argument: _sitesage_chat_v1_CreateSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  CreateSession(argument: _sitesage_chat_v1_CreateSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  CreateSession(argument: _sitesage_chat_v1_CreateSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  CreateSession(argument: _sitesage_chat_v1_CreateSessionRequest, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  createSession(argument: _sitesage_chat_v1_CreateSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  createSession(argument: _sitesage_chat_v1_CreateSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  createSession(argument: _sitesage_chat_v1_CreateSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  createSession(argument: _sitesage_chat_v1_CreateSessionRequest, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  
  DismissUnanswered(argument: _sitesage_chat_v1_DismissUnansweredRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_DismissUnansweredReply__Output>): grpc.ClientUnaryCall;
  DismissUnanswered(argument: _sitesage_chat_v1_DismissUnansweredRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_DismissUnansweredReply__Output>): grpc.ClientUnaryCall;
  DismissUnanswered(argument: _sitesage_chat_v1_DismissUnansweredRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_DismissUnansweredReply__Output>): grpc.ClientUnaryCall;
  DismissUnanswered(argument: _sitesage_chat_v1_DismissUnansweredRequest, callback: grpc.requestCallback<_sitesage_chat_v1_DismissUnansweredReply__Output>): grpc.ClientUnaryCall;
  dismissUnanswered(argument: _sitesage_chat_v1_DismissUnansweredRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_DismissUnansweredReply__Output>): grpc.ClientUnaryCall;
  dismissUnanswered(argument: _sitesage_chat_v1_DismissUnansweredRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_DismissUnansweredReply__Output>): grpc.ClientUnaryCall;
  dismissUnanswered(argument: _sitesage_chat_v1_DismissUnansweredRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_DismissUnansweredReply__Output>): grpc.ClientUnaryCall;
  dismissUnanswered(argument: _sitesage_chat_v1_DismissUnansweredRequest, callback: grpc.requestCallback<_sitesage_chat_v1_DismissUnansweredReply__Output>): grpc.ClientUnaryCall;
  
  GetAnalytics(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  GetAnalytics(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  GetAnalytics(argument: _sitesage_chat_v1_ProjectIds, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  GetAnalytics(argument: _sitesage_chat_v1_ProjectIds, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  getAnalytics(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  getAnalytics(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  getAnalytics(argument: _sitesage_chat_v1_ProjectIds, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  getAnalytics(argument: _sitesage_chat_v1_ProjectIds, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  
  GetConversationUsage(argument: _sitesage_chat_v1_UsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ConversationUsage__Output>): grpc.ClientUnaryCall;
  GetConversationUsage(argument: _sitesage_chat_v1_UsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_ConversationUsage__Output>): grpc.ClientUnaryCall;
  GetConversationUsage(argument: _sitesage_chat_v1_UsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ConversationUsage__Output>): grpc.ClientUnaryCall;
  GetConversationUsage(argument: _sitesage_chat_v1_UsageRequest, callback: grpc.requestCallback<_sitesage_chat_v1_ConversationUsage__Output>): grpc.ClientUnaryCall;
  getConversationUsage(argument: _sitesage_chat_v1_UsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ConversationUsage__Output>): grpc.ClientUnaryCall;
  getConversationUsage(argument: _sitesage_chat_v1_UsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_ConversationUsage__Output>): grpc.ClientUnaryCall;
  getConversationUsage(argument: _sitesage_chat_v1_UsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ConversationUsage__Output>): grpc.ClientUnaryCall;
  getConversationUsage(argument: _sitesage_chat_v1_UsageRequest, callback: grpc.requestCallback<_sitesage_chat_v1_ConversationUsage__Output>): grpc.ClientUnaryCall;
  
  GetInsights(argument: _sitesage_chat_v1_InsightsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Insights__Output>): grpc.ClientUnaryCall;
  GetInsights(argument: _sitesage_chat_v1_InsightsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_Insights__Output>): grpc.ClientUnaryCall;
  GetInsights(argument: _sitesage_chat_v1_InsightsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Insights__Output>): grpc.ClientUnaryCall;
  GetInsights(argument: _sitesage_chat_v1_InsightsRequest, callback: grpc.requestCallback<_sitesage_chat_v1_Insights__Output>): grpc.ClientUnaryCall;
  getInsights(argument: _sitesage_chat_v1_InsightsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Insights__Output>): grpc.ClientUnaryCall;
  getInsights(argument: _sitesage_chat_v1_InsightsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_Insights__Output>): grpc.ClientUnaryCall;
  getInsights(argument: _sitesage_chat_v1_InsightsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Insights__Output>): grpc.ClientUnaryCall;
  getInsights(argument: _sitesage_chat_v1_InsightsRequest, callback: grpc.requestCallback<_sitesage_chat_v1_Insights__Output>): grpc.ClientUnaryCall;
  
  GetSession(argument: _sitesage_chat_v1_SessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  GetSession(argument: _sitesage_chat_v1_SessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  GetSession(argument: _sitesage_chat_v1_SessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  GetSession(argument: _sitesage_chat_v1_SessionRequest, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  getSession(argument: _sitesage_chat_v1_SessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  getSession(argument: _sitesage_chat_v1_SessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  getSession(argument: _sitesage_chat_v1_SessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  getSession(argument: _sitesage_chat_v1_SessionRequest, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  
  ListMessages(argument: _sitesage_chat_v1_HistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_HistoryReply__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _sitesage_chat_v1_HistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_HistoryReply__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _sitesage_chat_v1_HistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_HistoryReply__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _sitesage_chat_v1_HistoryRequest, callback: grpc.requestCallback<_sitesage_chat_v1_HistoryReply__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _sitesage_chat_v1_HistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_HistoryReply__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _sitesage_chat_v1_HistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_HistoryReply__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _sitesage_chat_v1_HistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_HistoryReply__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _sitesage_chat_v1_HistoryRequest, callback: grpc.requestCallback<_sitesage_chat_v1_HistoryReply__Output>): grpc.ClientUnaryCall;
  
  ListSessions(argument: _sitesage_chat_v1_ListSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ListSessionsReply__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _sitesage_chat_v1_ListSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_ListSessionsReply__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _sitesage_chat_v1_ListSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ListSessionsReply__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _sitesage_chat_v1_ListSessionsRequest, callback: grpc.requestCallback<_sitesage_chat_v1_ListSessionsReply__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _sitesage_chat_v1_ListSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ListSessionsReply__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _sitesage_chat_v1_ListSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_ListSessionsReply__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _sitesage_chat_v1_ListSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_ListSessionsReply__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _sitesage_chat_v1_ListSessionsRequest, callback: grpc.requestCallback<_sitesage_chat_v1_ListSessionsReply__Output>): grpc.ClientUnaryCall;
  
  ListUnanswered(argument: _sitesage_chat_v1_UnansweredRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredReply__Output>): grpc.ClientUnaryCall;
  ListUnanswered(argument: _sitesage_chat_v1_UnansweredRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredReply__Output>): grpc.ClientUnaryCall;
  ListUnanswered(argument: _sitesage_chat_v1_UnansweredRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredReply__Output>): grpc.ClientUnaryCall;
  ListUnanswered(argument: _sitesage_chat_v1_UnansweredRequest, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredReply__Output>): grpc.ClientUnaryCall;
  listUnanswered(argument: _sitesage_chat_v1_UnansweredRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredReply__Output>): grpc.ClientUnaryCall;
  listUnanswered(argument: _sitesage_chat_v1_UnansweredRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredReply__Output>): grpc.ClientUnaryCall;
  listUnanswered(argument: _sitesage_chat_v1_UnansweredRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredReply__Output>): grpc.ClientUnaryCall;
  listUnanswered(argument: _sitesage_chat_v1_UnansweredRequest, callback: grpc.requestCallback<_sitesage_chat_v1_UnansweredReply__Output>): grpc.ClientUnaryCall;
  
  SetTakeover(argument: _sitesage_chat_v1_TakeoverRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  SetTakeover(argument: _sitesage_chat_v1_TakeoverRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  SetTakeover(argument: _sitesage_chat_v1_TakeoverRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  SetTakeover(argument: _sitesage_chat_v1_TakeoverRequest, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  setTakeover(argument: _sitesage_chat_v1_TakeoverRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  setTakeover(argument: _sitesage_chat_v1_TakeoverRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  setTakeover(argument: _sitesage_chat_v1_TakeoverRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  setTakeover(argument: _sitesage_chat_v1_TakeoverRequest, callback: grpc.requestCallback<_sitesage_chat_v1_Session__Output>): grpc.ClientUnaryCall;
  
  WatchSession(argument: _sitesage_chat_v1_WatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_WatchReply__Output>): grpc.ClientUnaryCall;
  WatchSession(argument: _sitesage_chat_v1_WatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_WatchReply__Output>): grpc.ClientUnaryCall;
  WatchSession(argument: _sitesage_chat_v1_WatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_WatchReply__Output>): grpc.ClientUnaryCall;
  WatchSession(argument: _sitesage_chat_v1_WatchRequest, callback: grpc.requestCallback<_sitesage_chat_v1_WatchReply__Output>): grpc.ClientUnaryCall;
  watchSession(argument: _sitesage_chat_v1_WatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_WatchReply__Output>): grpc.ClientUnaryCall;
  watchSession(argument: _sitesage_chat_v1_WatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_WatchReply__Output>): grpc.ClientUnaryCall;
  watchSession(argument: _sitesage_chat_v1_WatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_WatchReply__Output>): grpc.ClientUnaryCall;
  watchSession(argument: _sitesage_chat_v1_WatchRequest, callback: grpc.requestCallback<_sitesage_chat_v1_WatchReply__Output>): grpc.ClientUnaryCall;
  
}

export interface ChatServiceHandlers extends grpc.UntypedServiceImplementation {
  AddOwnerMessage: grpc.handleUnaryCall<_sitesage_chat_v1_OwnerMessageRequest__Output, _sitesage_chat_v1_ChatMessage>;
  
  AppendMessage: grpc.handleUnaryCall<_sitesage_chat_v1_AppendMessageRequest__Output, _sitesage_chat_v1_ChatMessage>;
  
  Ask: grpc.handleServerStreamingCall<_sitesage_chat_v1_AskRequest__Output, _sitesage_chat_v1_AnswerEvent>;
  
  CountSessions: grpc.handleUnaryCall<_sitesage_chat_v1_ProjectIds__Output, _sitesage_chat_v1_SessionCounts>;
  
  CountUnanswered: grpc.handleUnaryCall<_sitesage_chat_v1_ProjectIds__Output, _sitesage_chat_v1_UnansweredCounts>;
  
  CountWaitingForPerson: grpc.handleUnaryCall<_sitesage_chat_v1_ProjectIds__Output, _sitesage_chat_v1_WaitingCount>;
  
  CreateSession: grpc.handleUnaryCall<_sitesage_chat_v1_CreateSessionRequest__Output, _sitesage_chat_v1_Session>;
  
  DismissUnanswered: grpc.handleUnaryCall<_sitesage_chat_v1_DismissUnansweredRequest__Output, _sitesage_chat_v1_DismissUnansweredReply>;
  
  GetAnalytics: grpc.handleUnaryCall<_sitesage_chat_v1_ProjectIds__Output, _sitesage_chat_v1_Analytics>;
  
  GetConversationUsage: grpc.handleUnaryCall<_sitesage_chat_v1_UsageRequest__Output, _sitesage_chat_v1_ConversationUsage>;
  
  GetInsights: grpc.handleUnaryCall<_sitesage_chat_v1_InsightsRequest__Output, _sitesage_chat_v1_Insights>;
  
  GetSession: grpc.handleUnaryCall<_sitesage_chat_v1_SessionRequest__Output, _sitesage_chat_v1_Session>;
  
  ListMessages: grpc.handleUnaryCall<_sitesage_chat_v1_HistoryRequest__Output, _sitesage_chat_v1_HistoryReply>;
  
  ListSessions: grpc.handleUnaryCall<_sitesage_chat_v1_ListSessionsRequest__Output, _sitesage_chat_v1_ListSessionsReply>;
  
  ListUnanswered: grpc.handleUnaryCall<_sitesage_chat_v1_UnansweredRequest__Output, _sitesage_chat_v1_UnansweredReply>;
  
  SetTakeover: grpc.handleUnaryCall<_sitesage_chat_v1_TakeoverRequest__Output, _sitesage_chat_v1_Session>;
  
  WatchSession: grpc.handleUnaryCall<_sitesage_chat_v1_WatchRequest__Output, _sitesage_chat_v1_WatchReply>;
  
}

export interface ChatServiceDefinition extends grpc.ServiceDefinition {
  AddOwnerMessage: MethodDefinition<_sitesage_chat_v1_OwnerMessageRequest, _sitesage_chat_v1_ChatMessage, _sitesage_chat_v1_OwnerMessageRequest__Output, _sitesage_chat_v1_ChatMessage__Output>
  AppendMessage: MethodDefinition<_sitesage_chat_v1_AppendMessageRequest, _sitesage_chat_v1_ChatMessage, _sitesage_chat_v1_AppendMessageRequest__Output, _sitesage_chat_v1_ChatMessage__Output>
  Ask: MethodDefinition<_sitesage_chat_v1_AskRequest, _sitesage_chat_v1_AnswerEvent, _sitesage_chat_v1_AskRequest__Output, _sitesage_chat_v1_AnswerEvent__Output>
  CountSessions: MethodDefinition<_sitesage_chat_v1_ProjectIds, _sitesage_chat_v1_SessionCounts, _sitesage_chat_v1_ProjectIds__Output, _sitesage_chat_v1_SessionCounts__Output>
  CountUnanswered: MethodDefinition<_sitesage_chat_v1_ProjectIds, _sitesage_chat_v1_UnansweredCounts, _sitesage_chat_v1_ProjectIds__Output, _sitesage_chat_v1_UnansweredCounts__Output>
  CountWaitingForPerson: MethodDefinition<_sitesage_chat_v1_ProjectIds, _sitesage_chat_v1_WaitingCount, _sitesage_chat_v1_ProjectIds__Output, _sitesage_chat_v1_WaitingCount__Output>
  CreateSession: MethodDefinition<_sitesage_chat_v1_CreateSessionRequest, _sitesage_chat_v1_Session, _sitesage_chat_v1_CreateSessionRequest__Output, _sitesage_chat_v1_Session__Output>
  DismissUnanswered: MethodDefinition<_sitesage_chat_v1_DismissUnansweredRequest, _sitesage_chat_v1_DismissUnansweredReply, _sitesage_chat_v1_DismissUnansweredRequest__Output, _sitesage_chat_v1_DismissUnansweredReply__Output>
  GetAnalytics: MethodDefinition<_sitesage_chat_v1_ProjectIds, _sitesage_chat_v1_Analytics, _sitesage_chat_v1_ProjectIds__Output, _sitesage_chat_v1_Analytics__Output>
  GetConversationUsage: MethodDefinition<_sitesage_chat_v1_UsageRequest, _sitesage_chat_v1_ConversationUsage, _sitesage_chat_v1_UsageRequest__Output, _sitesage_chat_v1_ConversationUsage__Output>
  GetInsights: MethodDefinition<_sitesage_chat_v1_InsightsRequest, _sitesage_chat_v1_Insights, _sitesage_chat_v1_InsightsRequest__Output, _sitesage_chat_v1_Insights__Output>
  GetSession: MethodDefinition<_sitesage_chat_v1_SessionRequest, _sitesage_chat_v1_Session, _sitesage_chat_v1_SessionRequest__Output, _sitesage_chat_v1_Session__Output>
  ListMessages: MethodDefinition<_sitesage_chat_v1_HistoryRequest, _sitesage_chat_v1_HistoryReply, _sitesage_chat_v1_HistoryRequest__Output, _sitesage_chat_v1_HistoryReply__Output>
  ListSessions: MethodDefinition<_sitesage_chat_v1_ListSessionsRequest, _sitesage_chat_v1_ListSessionsReply, _sitesage_chat_v1_ListSessionsRequest__Output, _sitesage_chat_v1_ListSessionsReply__Output>
  ListUnanswered: MethodDefinition<_sitesage_chat_v1_UnansweredRequest, _sitesage_chat_v1_UnansweredReply, _sitesage_chat_v1_UnansweredRequest__Output, _sitesage_chat_v1_UnansweredReply__Output>
  SetTakeover: MethodDefinition<_sitesage_chat_v1_TakeoverRequest, _sitesage_chat_v1_Session, _sitesage_chat_v1_TakeoverRequest__Output, _sitesage_chat_v1_Session__Output>
  WatchSession: MethodDefinition<_sitesage_chat_v1_WatchRequest, _sitesage_chat_v1_WatchReply, _sitesage_chat_v1_WatchRequest__Output, _sitesage_chat_v1_WatchReply__Output>
}
