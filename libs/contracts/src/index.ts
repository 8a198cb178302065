import type { ProtoGrpcType as AuthProto } from './generated/auth.js';
import type { ProtoGrpcType as BillingProto } from './generated/billing.js';
import type { ProtoGrpcType as ChatProto } from './generated/chat.js';
import type { ProtoGrpcType as HealthProto } from './generated/health.js';
import type { ProtoGrpcType as IngestionProto } from './generated/ingestion.js';
import type { ProtoGrpcType as IntegrationsProto } from './generated/integrations.js';
import type { ProtoGrpcType as ProjectsProto } from './generated/projects.js';
import { loadProto } from './load-proto.js';

export { protoDir, loadProto } from './load-proto.js';

export const authProto = (): AuthProto => loadProto('auth/v1/auth.proto') as AuthProto;
export const projectsProto = (): ProjectsProto => loadProto('projects/v1/projects.proto') as ProjectsProto;
export const chatProto = (): ChatProto => loadProto('chat/v1/chat.proto') as ChatProto;
export const ingestionProto = (): IngestionProto =>
  loadProto('ingestion/v1/ingestion.proto') as IngestionProto;
export const billingProto = (): BillingProto => loadProto('billing/v1/billing.proto') as BillingProto;
export const integrationsProto = (): IntegrationsProto =>
  loadProto('integrations/v1/integrations.proto') as IntegrationsProto;
export const healthProto = (): HealthProto => loadProto('grpc/health/v1/health.proto') as HealthProto;

// auth.v1
export type { AuthServiceClient, AuthServiceHandlers } from './generated/sitesage/auth/v1/AuthService.js';
export type { User, User__Output } from './generated/sitesage/auth/v1/User.js';
export type { LoginReply, LoginReply__Output } from './generated/sitesage/auth/v1/LoginReply.js';
export type { Principal, Principal__Output } from './generated/sitesage/auth/v1/Principal.js';
export type { RegisterReply__Output } from './generated/sitesage/auth/v1/RegisterReply.js';
export type { NotificationSettings } from './generated/sitesage/auth/v1/NotificationSettings.js';

// projects.v1
export type {
  ProjectsServiceClient,
  ProjectsServiceHandlers,
} from './generated/sitesage/projects/v1/ProjectsService.js';
export type { Project, Project__Output } from './generated/sitesage/projects/v1/Project.js';
export type { PublicProject, PublicProject__Output } from './generated/sitesage/projects/v1/PublicProject.js';
export type { Theme, Theme__Output } from './generated/sitesage/projects/v1/Theme.js';
export type { ThemePatch__Output } from './generated/sitesage/projects/v1/ThemePatch.js';
export type { Owner, Owner__Output } from './generated/sitesage/projects/v1/Owner.js';

// chat.v1
export type { ChatServiceClient, ChatServiceHandlers } from './generated/sitesage/chat/v1/ChatService.js';
export type { Analytics, Analytics__Output } from './generated/sitesage/chat/v1/Analytics.js';
export type { SessionCounts__Output } from './generated/sitesage/chat/v1/SessionCounts.js';
export type { ConversationUsage__Output } from './generated/sitesage/chat/v1/ConversationUsage.js';
export type { AnswerEvent, AnswerEvent__Output } from './generated/sitesage/chat/v1/AnswerEvent.js';
export type { ChatMessage, ChatMessage__Output } from './generated/sitesage/chat/v1/ChatMessage.js';
export type {
  Session as ChatSession,
  Session__Output as ChatSession__Output,
} from './generated/sitesage/chat/v1/Session.js';
export type { VisitorInfo, VisitorInfo__Output } from './generated/sitesage/chat/v1/VisitorInfo.js';
export type {
  UnansweredGroup,
  UnansweredGroup__Output,
} from './generated/sitesage/chat/v1/UnansweredGroup.js';
export type { Insights, Insights__Output } from './generated/sitesage/chat/v1/Insights.js';

// ingestion.v1
export type {
  IngestionServiceClient,
  IngestionServiceHandlers,
} from './generated/sitesage/ingestion/v1/IngestionService.js';
export type {
  KnowledgeBase,
  KnowledgeBase__Output,
} from './generated/sitesage/ingestion/v1/KnowledgeBase.js';
export type { Resource, Resource__Output } from './generated/sitesage/ingestion/v1/Resource.js';
export type { UploadPart, UploadPart__Output } from './generated/sitesage/ingestion/v1/UploadPart.js';
export type { FilePiece, FilePiece__Output } from './generated/sitesage/ingestion/v1/FilePiece.js';
export type { Owner__Output as IngestionOwner__Output } from './generated/sitesage/ingestion/v1/Owner.js';
export type { QaPair, QaPair__Output } from './generated/sitesage/ingestion/v1/QaPair.js';

// grpc.health.v1
export type { HealthClient, HealthHandlers } from './generated/grpc/health/v1/Health.js';
export type { HealthCheckResponse__Output } from './generated/grpc/health/v1/HealthCheckResponse.js';

// billing.v1
export type {
  BillingServiceClient,
  BillingServiceHandlers,
} from './generated/sitesage/billing/v1/BillingService.js';
export type {
  BillingAccount,
  BillingAccount__Output,
} from './generated/sitesage/billing/v1/BillingAccount.js';
export type {
  Plan as BillingPlan,
  Plan__Output as BillingPlan__Output,
} from './generated/sitesage/billing/v1/Plan.js';
export type { Offer, Offer__Output } from './generated/sitesage/billing/v1/Offer.js';
export type { Payment, Payment__Output } from './generated/sitesage/billing/v1/Payment.js';
export type {
  Subscription as BillingSubscription,
  Subscription__Output as BillingSubscription__Output,
} from './generated/sitesage/billing/v1/Subscription.js';

// integrations.v1
export type {
  IntegrationsServiceClient,
  IntegrationsServiceHandlers,
} from './generated/sitesage/integrations/v1/IntegrationsService.js';
export type { Integration, Integration__Output } from './generated/sitesage/integrations/v1/Integration.js';
export type { CatalogueEntry__Output } from './generated/sitesage/integrations/v1/CatalogueEntry.js';
