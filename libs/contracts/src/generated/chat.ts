import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Analytics as _sitesage_chat_v1_Analytics, Analytics__Output as _sitesage_chat_v1_Analytics__Output } from './sitesage/chat/v1/Analytics.js';
import type { AnswerDone as _sitesage_chat_v1_AnswerDone, AnswerDone__Output as _sitesage_chat_v1_AnswerDone__Output } from './sitesage/chat/v1/AnswerDone.js';
import type { AnswerEvent as _sitesage_chat_v1_AnswerEvent, AnswerEvent__Output as _sitesage_chat_v1_AnswerEvent__Output } from './sitesage/chat/v1/AnswerEvent.js';
import type { AnswerFailure as _sitesage_chat_v1_AnswerFailure, AnswerFailure__Output as _sitesage_chat_v1_AnswerFailure__Output } from './sitesage/chat/v1/AnswerFailure.js';
import type { AppendMessageRequest as _sitesage_chat_v1_AppendMessageRequest, AppendMessageRequest__Output as _sitesage_chat_v1_AppendMessageRequest__Output } from './sitesage/chat/v1/AppendMessageRequest.js';
import type { AskRequest as _sitesage_chat_v1_AskRequest, AskRequest__Output as _sitesage_chat_v1_AskRequest__Output } from './sitesage/chat/v1/AskRequest.js';
import type { Bot as _sitesage_chat_v1_Bot, Bot__Output as _sitesage_chat_v1_Bot__Output } from './sitesage/chat/v1/Bot.js';
import type { ChatMessage as _sitesage_chat_v1_ChatMessage, ChatMessage__Output as _sitesage_chat_v1_ChatMessage__Output } from './sitesage/chat/v1/ChatMessage.js';
import type { ChatServiceClient as _sitesage_chat_v1_ChatServiceClient, ChatServiceDefinition as _sitesage_chat_v1_ChatServiceDefinition } from './sitesage/chat/v1/ChatService.js';
import type { ConversationUsage as _sitesage_chat_v1_ConversationUsage, ConversationUsage__Output as _sitesage_chat_v1_ConversationUsage__Output } from './sitesage/chat/v1/ConversationUsage.js';
import type { CreateSessionRequest as _sitesage_chat_v1_CreateSessionRequest, CreateSessionRequest__Output as _sitesage_chat_v1_CreateSessionRequest__Output } from './sitesage/chat/v1/CreateSessionRequest.js';
import type { DismissUnansweredReply as _sitesage_chat_v1_DismissUnansweredReply, DismissUnansweredReply__Output as _sitesage_chat_v1_DismissUnansweredReply__Output } from './sitesage/chat/v1/DismissUnansweredReply.js';
import type { DismissUnansweredRequest as _sitesage_chat_v1_DismissUnansweredRequest, DismissUnansweredRequest__Output as _sitesage_chat_v1_DismissUnansweredRequest__Output } from './sitesage/chat/v1/DismissUnansweredRequest.js';
import type { HistoryReply as _sitesage_chat_v1_HistoryReply, HistoryReply__Output as _sitesage_chat_v1_HistoryReply__Output } from './sitesage/chat/v1/HistoryReply.js';
import type { HistoryRequest as _sitesage_chat_v1_HistoryRequest, HistoryRequest__Output as _sitesage_chat_v1_HistoryRequest__Output } from './sitesage/chat/v1/HistoryRequest.js';
import type { Insights as _sitesage_chat_v1_Insights, Insights__Output as _sitesage_chat_v1_Insights__Output } from './sitesage/chat/v1/Insights.js';
import type { InsightsDay as _sitesage_chat_v1_InsightsDay, InsightsDay__Output as _sitesage_chat_v1_InsightsDay__Output } from './sitesage/chat/v1/InsightsDay.js';
import type { InsightsHour as _sitesage_chat_v1_InsightsHour, InsightsHour__Output as _sitesage_chat_v1_InsightsHour__Output } from './sitesage/chat/v1/InsightsHour.js';
import type { InsightsQuestion as _sitesage_chat_v1_InsightsQuestion, InsightsQuestion__Output as _sitesage_chat_v1_InsightsQuestion__Output } from './sitesage/chat/v1/InsightsQuestion.js';
import type { InsightsRequest as _sitesage_chat_v1_InsightsRequest, InsightsRequest__Output as _sitesage_chat_v1_InsightsRequest__Output } from './sitesage/chat/v1/InsightsRequest.js';
import type { ListSessionsReply as _sitesage_chat_v1_ListSessionsReply, ListSessionsReply__Output as _sitesage_chat_v1_ListSessionsReply__Output } from './sitesage/chat/v1/ListSessionsReply.js';
import type { ListSessionsRequest as _sitesage_chat_v1_ListSessionsRequest, ListSessionsRequest__Output as _sitesage_chat_v1_ListSessionsRequest__Output } from './sitesage/chat/v1/ListSessionsRequest.js';
import type { OwnerMessageRequest as _sitesage_chat_v1_OwnerMessageRequest, OwnerMessageRequest__Output as _sitesage_chat_v1_OwnerMessageRequest__Output } from './sitesage/chat/v1/OwnerMessageRequest.js';
import type { ProjectIds as _sitesage_chat_v1_ProjectIds, ProjectIds__Output as _sitesage_chat_v1_ProjectIds__Output } from './sitesage/chat/v1/ProjectIds.js';
import type { RecentActivity as _sitesage_chat_v1_RecentActivity, RecentActivity__Output as _sitesage_chat_v1_RecentActivity__Output } from './sitesage/chat/v1/RecentActivity.js';
import type { Screen as _sitesage_chat_v1_Screen, Screen__Output as _sitesage_chat_v1_Screen__Output } from './sitesage/chat/v1/Screen.js';
import type { Session as _sitesage_chat_v1_Session, Session__Output as _sitesage_chat_v1_Session__Output } from './sitesage/chat/v1/Session.js';
import type { SessionCount as _sitesage_chat_v1_SessionCount, SessionCount__Output as _sitesage_chat_v1_SessionCount__Output } from './sitesage/chat/v1/SessionCount.js';
import type { SessionCounts as _sitesage_chat_v1_SessionCounts, SessionCounts__Output as _sitesage_chat_v1_SessionCounts__Output } from './sitesage/chat/v1/SessionCounts.js';
import type { SessionRequest as _sitesage_chat_v1_SessionRequest, SessionRequest__Output as _sitesage_chat_v1_SessionRequest__Output } from './sitesage/chat/v1/SessionRequest.js';
import type { Source as _sitesage_chat_v1_Source, Source__Output as _sitesage_chat_v1_Source__Output } from './sitesage/chat/v1/Source.js';
import type { Sources as _sitesage_chat_v1_Sources, Sources__Output as _sitesage_chat_v1_Sources__Output } from './sitesage/chat/v1/Sources.js';
import type { TakeoverRequest as _sitesage_chat_v1_TakeoverRequest, TakeoverRequest__Output as _sitesage_chat_v1_TakeoverRequest__Output } from './sitesage/chat/v1/TakeoverRequest.js';
import type { UnansweredCount as _sitesage_chat_v1_UnansweredCount, UnansweredCount__Output as _sitesage_chat_v1_UnansweredCount__Output } from './sitesage/chat/v1/UnansweredCount.js';
import type { UnansweredCounts as _sitesage_chat_v1_UnansweredCounts, UnansweredCounts__Output as _sitesage_chat_v1_UnansweredCounts__Output } from './sitesage/chat/v1/UnansweredCounts.js';
import type { UnansweredGroup as _sitesage_chat_v1_UnansweredGroup, UnansweredGroup__Output as _sitesage_chat_v1_UnansweredGroup__Output } from './sitesage/chat/v1/UnansweredGroup.js';
import type { UnansweredReply as _sitesage_chat_v1_UnansweredReply, UnansweredReply__Output as _sitesage_chat_v1_UnansweredReply__Output } from './sitesage/chat/v1/UnansweredReply.js';
import type { UnansweredRequest as _sitesage_chat_v1_UnansweredRequest, UnansweredRequest__Output as _sitesage_chat_v1_UnansweredRequest__Output } from './sitesage/chat/v1/UnansweredRequest.js';
import type { UsageNotice as _sitesage_chat_v1_UsageNotice, UsageNotice__Output as _sitesage_chat_v1_UsageNotice__Output } from './sitesage/chat/v1/UsageNotice.js';
import type { UsageRequest as _sitesage_chat_v1_UsageRequest, UsageRequest__Output as _sitesage_chat_v1_UsageRequest__Output } from './sitesage/chat/v1/UsageRequest.js';
import type { VisitorInfo as _sitesage_chat_v1_VisitorInfo, VisitorInfo__Output as _sitesage_chat_v1_VisitorInfo__Output } from './sitesage/chat/v1/VisitorInfo.js';
import type { WaitingCount as _sitesage_chat_v1_WaitingCount, WaitingCount__Output as _sitesage_chat_v1_WaitingCount__Output } from './sitesage/chat/v1/WaitingCount.js';
import type { WatchReply as _sitesage_chat_v1_WatchReply, WatchReply__Output as _sitesage_chat_v1_WatchReply__Output } from './sitesage/chat/v1/WatchReply.js';
import type { WatchRequest as _sitesage_chat_v1_WatchRequest, WatchRequest__Output as _sitesage_chat_v1_WatchRequest__Output } from './sitesage/chat/v1/WatchRequest.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  sitesage: {
    chat: {
      v1: {
        Analytics: MessageTypeDefinition<_sitesage_chat_v1_Analytics, _sitesage_chat_v1_Analytics__Output>
        AnswerDone: MessageTypeDefinition<_sitesage_chat_v1_AnswerDone, _sitesage_chat_v1_AnswerDone__Output>
        AnswerEvent: MessageTypeDefinition<_sitesage_chat_v1_AnswerEvent, _sitesage_chat_v1_AnswerEvent__Output>
        AnswerFailure: MessageTypeDefinition<_sitesage_chat_v1_AnswerFailure, _sitesage_chat_v1_AnswerFailure__Output>
        AppendMessageRequest: MessageTypeDefinition<_sitesage_chat_v1_AppendMessageRequest, _sitesage_chat_v1_AppendMessageRequest__Output>
        AskRequest: MessageTypeDefinition<_sitesage_chat_v1_AskRequest, _sitesage_chat_v1_AskRequest__Output>
        Bot: MessageTypeDefinition<_sitesage_chat_v1_Bot, _sitesage_chat_v1_Bot__Output>
        ChatMessage: MessageTypeDefinition<_sitesage_chat_v1_ChatMessage, _sitesage_chat_v1_ChatMessage__Output>
        ChatService: SubtypeConstructor<typeof grpc.Client, _sitesage_chat_v1_ChatServiceClient> & { service: _sitesage_chat_v1_ChatServiceDefinition }
        ConversationUsage: MessageTypeDefinition<_sitesage_chat_v1_ConversationUsage, _sitesage_chat_v1_ConversationUsage__Output>
        CreateSessionRequest: MessageTypeDefinition<_sitesage_chat_v1_CreateSessionRequest, _sitesage_chat_v1_CreateSessionRequest__Output>
        DismissUnansweredReply: MessageTypeDefinition<_sitesage_chat_v1_DismissUnansweredReply, _sitesage_chat_v1_DismissUnansweredReply__Output>
        DismissUnansweredRequest: MessageTypeDefinition<_sitesage_chat_v1_DismissUnansweredRequest, _sitesage_chat_v1_DismissUnansweredRequest__Output>
        HistoryReply: MessageTypeDefinition<_sitesage_chat_v1_HistoryReply, _sitesage_chat_v1_HistoryReply__Output>
        HistoryRequest: MessageTypeDefinition<_sitesage_chat_v1_HistoryRequest, _sitesage_chat_v1_HistoryRequest__Output>
        Insights: MessageTypeDefinition<_sitesage_chat_v1_Insights, _sitesage_chat_v1_Insights__Output>
        InsightsDay: MessageTypeDefinition<_sitesage_chat_v1_InsightsDay, _sitesage_chat_v1_InsightsDay__Output>
        InsightsHour: MessageTypeDefinition<_sitesage_chat_v1_InsightsHour, _sitesage_chat_v1_InsightsHour__Output>
        InsightsQuestion: MessageTypeDefinition<_sitesage_chat_v1_InsightsQuestion, _sitesage_chat_v1_InsightsQuestion__Output>
        InsightsRequest: MessageTypeDefinition<_sitesage_chat_v1_InsightsRequest, _sitesage_chat_v1_InsightsRequest__Output>
        ListSessionsReply: MessageTypeDefinition<_sitesage_chat_v1_ListSessionsReply, _sitesage_chat_v1_ListSessionsReply__Output>
        ListSessionsRequest: MessageTypeDefinition<_sitesage_chat_v1_ListSessionsRequest, _sitesage_chat_v1_ListSessionsRequest__Output>
        OwnerMessageRequest: MessageTypeDefinition<_sitesage_chat_v1_OwnerMessageRequest, _sitesage_chat_v1_OwnerMessageRequest__Output>
        ProjectIds: MessageTypeDefinition<_sitesage_chat_v1_ProjectIds, _sitesage_chat_v1_ProjectIds__Output>
        RecentActivity: MessageTypeDefinition<_sitesage_chat_v1_RecentActivity, _sitesage_chat_v1_RecentActivity__Output>
        Screen: MessageTypeDefinition<_sitesage_chat_v1_Screen, _sitesage_chat_v1_Screen__Output>
        Session: MessageTypeDefinition<_sitesage_chat_v1_Session, _sitesage_chat_v1_Session__Output>
        SessionCount: MessageTypeDefinition<_sitesage_chat_v1_SessionCount, _sitesage_chat_v1_SessionCount__Output>
        SessionCounts: MessageTypeDefinition<_sitesage_chat_v1_SessionCounts, _sitesage_chat_v1_SessionCounts__Output>
        SessionRequest: MessageTypeDefinition<_sitesage_chat_v1_SessionRequest, _sitesage_chat_v1_SessionRequest__Output>
        Source: MessageTypeDefinition<_sitesage_chat_v1_Source, _sitesage_chat_v1_Source__Output>
        Sources: MessageTypeDefinition<_sitesage_chat_v1_Sources, _sitesage_chat_v1_Sources__Output>
        TakeoverRequest: MessageTypeDefinition<_sitesage_chat_v1_TakeoverRequest, _sitesage_chat_v1_TakeoverRequest__Output>
        UnansweredCount: MessageTypeDefinition<_sitesage_chat_v1_UnansweredCount, _sitesage_chat_v1_UnansweredCount__Output>
        UnansweredCounts: MessageTypeDefinition<_sitesage_chat_v1_UnansweredCounts, _sitesage_chat_v1_UnansweredCounts__Output>
        UnansweredGroup: MessageTypeDefinition<_sitesage_chat_v1_UnansweredGroup, _sitesage_chat_v1_UnansweredGroup__Output>
        UnansweredReply: MessageTypeDefinition<_sitesage_chat_v1_UnansweredReply, _sitesage_chat_v1_UnansweredReply__Output>
        UnansweredRequest: MessageTypeDefinition<_sitesage_chat_v1_UnansweredRequest, _sitesage_chat_v1_UnansweredRequest__Output>
        UsageNotice: MessageTypeDefinition<_sitesage_chat_v1_UsageNotice, _sitesage_chat_v1_UsageNotice__Output>
        UsageRequest: MessageTypeDefinition<_sitesage_chat_v1_UsageRequest, _sitesage_chat_v1_UsageRequest__Output>
        VisitorInfo: MessageTypeDefinition<_sitesage_chat_v1_VisitorInfo, _sitesage_chat_v1_VisitorInfo__Output>
        WaitingCount: MessageTypeDefinition<_sitesage_chat_v1_WaitingCount, _sitesage_chat_v1_WaitingCount__Output>
        WatchReply: MessageTypeDefinition<_sitesage_chat_v1_WatchReply, _sitesage_chat_v1_WatchReply__Output>
        WatchRequest: MessageTypeDefinition<_sitesage_chat_v1_WatchRequest, _sitesage_chat_v1_WatchRequest__Output>
      }
    }
  }
}

