// Original file: proto/chat/v1/chat.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Analytics as _sitesage_chat_v1_Analytics, Analytics__Output as _sitesage_chat_v1_Analytics__Output } from '../../../sitesage/chat/v1/Analytics.js';
import type { ProjectIds as _sitesage_chat_v1_ProjectIds, ProjectIds__Output as _sitesage_chat_v1_ProjectIds__Output } from '../../../sitesage/chat/v1/ProjectIds.js';
import type { SessionCounts as _sitesage_chat_v1_SessionCounts, SessionCounts__Output as _sitesage_chat_v1_SessionCounts__Output } from '../../../sitesage/chat/v1/SessionCounts.js';

export interface ChatServiceClient extends grpc.Client {
  CountSessions(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  CountSessions(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  CountSessions(argument: _sitesage_chat_v1_ProjectIds, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  CountSessions(argument: _sitesage_chat_v1_ProjectIds, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  countSessions(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  countSessions(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  countSessions(argument: _sitesage_chat_v1_ProjectIds, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  countSessions(argument: _sitesage_chat_v1_ProjectIds, callback: grpc.requestCallback<_sitesage_chat_v1_SessionCounts__Output>): grpc.ClientUnaryCall;
  
  GetAnalytics(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  GetAnalytics(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  GetAnalytics(argument: _sitesage_chat_v1_ProjectIds, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  GetAnalytics(argument: _sitesage_chat_v1_ProjectIds, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  getAnalytics(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  getAnalytics(argument: _sitesage_chat_v1_ProjectIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  getAnalytics(argument: _sitesage_chat_v1_ProjectIds, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  getAnalytics(argument: _sitesage_chat_v1_ProjectIds, callback: grpc.requestCallback<_sitesage_chat_v1_Analytics__Output>): grpc.ClientUnaryCall;
  
}

export interface ChatServiceHandlers extends grpc.UntypedServiceImplementation {
  CountSessions: grpc.handleUnaryCall<_sitesage_chat_v1_ProjectIds__Output, _sitesage_chat_v1_SessionCounts>;
  
  GetAnalytics: grpc.handleUnaryCall<_sitesage_chat_v1_ProjectIds__Output, _sitesage_chat_v1_Analytics>;
  
}

export interface ChatServiceDefinition extends grpc.ServiceDefinition {
  CountSessions: MethodDefinition<_sitesage_chat_v1_ProjectIds, _sitesage_chat_v1_SessionCounts, _sitesage_chat_v1_ProjectIds__Output, _sitesage_chat_v1_SessionCounts__Output>
  GetAnalytics: MethodDefinition<_sitesage_chat_v1_ProjectIds, _sitesage_chat_v1_Analytics, _sitesage_chat_v1_ProjectIds__Output, _sitesage_chat_v1_Analytics__Output>
}
