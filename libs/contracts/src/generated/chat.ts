import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Analytics as _sitesage_chat_v1_Analytics, Analytics__Output as _sitesage_chat_v1_Analytics__Output } from './sitesage/chat/v1/Analytics.js';
import type { ChatServiceClient as _sitesage_chat_v1_ChatServiceClient, ChatServiceDefinition as _sitesage_chat_v1_ChatServiceDefinition } from './sitesage/chat/v1/ChatService.js';
import type { ProjectIds as _sitesage_chat_v1_ProjectIds, ProjectIds__Output as _sitesage_chat_v1_ProjectIds__Output } from './sitesage/chat/v1/ProjectIds.js';
import type { RecentActivity as _sitesage_chat_v1_RecentActivity, RecentActivity__Output as _sitesage_chat_v1_RecentActivity__Output } from './sitesage/chat/v1/RecentActivity.js';
import type { SessionCount as _sitesage_chat_v1_SessionCount, SessionCount__Output as _sitesage_chat_v1_SessionCount__Output } from './sitesage/chat/v1/SessionCount.js';
import type { SessionCounts as _sitesage_chat_v1_SessionCounts, SessionCounts__Output as _sitesage_chat_v1_SessionCounts__Output } from './sitesage/chat/v1/SessionCounts.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  sitesage: {
    chat: {
      v1: {
        Analytics: MessageTypeDefinition<_sitesage_chat_v1_Analytics, _sitesage_chat_v1_Analytics__Output>
        ChatService: SubtypeConstructor<typeof grpc.Client, _sitesage_chat_v1_ChatServiceClient> & { service: _sitesage_chat_v1_ChatServiceDefinition }
        ProjectIds: MessageTypeDefinition<_sitesage_chat_v1_ProjectIds, _sitesage_chat_v1_ProjectIds__Output>
        RecentActivity: MessageTypeDefinition<_sitesage_chat_v1_RecentActivity, _sitesage_chat_v1_RecentActivity__Output>
        SessionCount: MessageTypeDefinition<_sitesage_chat_v1_SessionCount, _sitesage_chat_v1_SessionCount__Output>
        SessionCounts: MessageTypeDefinition<_sitesage_chat_v1_SessionCounts, _sitesage_chat_v1_SessionCounts__Output>
      }
    }
  }
}

