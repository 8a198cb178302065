// Original file: proto/integrations/v1/integrations.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CatalogueReply as _sitesage_integrations_v1_CatalogueReply, CatalogueReply__Output as _sitesage_integrations_v1_CatalogueReply__Output } from '../../../sitesage/integrations/v1/CatalogueReply.js';
import type { CatalogueRequest as _sitesage_integrations_v1_CatalogueRequest, CatalogueRequest__Output as _sitesage_integrations_v1_CatalogueRequest__Output } from '../../../sitesage/integrations/v1/CatalogueRequest.js';
import type { ChoosePhoneRequest as _sitesage_integrations_v1_ChoosePhoneRequest, ChoosePhoneRequest__Output as _sitesage_integrations_v1_ChoosePhoneRequest__Output } from '../../../sitesage/integrations/v1/ChoosePhoneRequest.js';
import type { DeleteIntegrationReply as _sitesage_integrations_v1_DeleteIntegrationReply, DeleteIntegrationReply__Output as _sitesage_integrations_v1_DeleteIntegrationReply__Output } from '../../../sitesage/integrations/v1/DeleteIntegrationReply.js';
import type { Integration as _sitesage_integrations_v1_Integration, Integration__Output as _sitesage_integrations_v1_Integration__Output } from '../../../sitesage/integrations/v1/Integration.js';
import type { IntegrationRequest as _sitesage_integrations_v1_IntegrationRequest, IntegrationRequest__Output as _sitesage_integrations_v1_IntegrationRequest__Output } from '../../../sitesage/integrations/v1/IntegrationRequest.js';
import type { ListIntegrationsReply as _sitesage_integrations_v1_ListIntegrationsReply, ListIntegrationsReply__Output as _sitesage_integrations_v1_ListIntegrationsReply__Output } from '../../../sitesage/integrations/v1/ListIntegrationsReply.js';
import type { ListIntegrationsRequest as _sitesage_integrations_v1_ListIntegrationsRequest, ListIntegrationsRequest__Output as _sitesage_integrations_v1_ListIntegrationsRequest__Output } from '../../../sitesage/integrations/v1/ListIntegrationsRequest.js';
import type { OwnerReply as _sitesage_integrations_v1_OwnerReply, OwnerReply__Output as _sitesage_integrations_v1_OwnerReply__Output } from '../../../sitesage/integrations/v1/OwnerReply.js';
import type { OwnerReplyRequest as _sitesage_integrations_v1_OwnerReplyRequest, OwnerReplyRequest__Output as _sitesage_integrations_v1_OwnerReplyRequest__Output } from '../../../sitesage/integrations/v1/OwnerReplyRequest.js';
import type { ReceiveWebhookReply as _sitesage_integrations_v1_ReceiveWebhookReply, ReceiveWebhookReply__Output as _sitesage_integrations_v1_ReceiveWebhookReply__Output } from '../../../sitesage/integrations/v1/ReceiveWebhookReply.js';
import type { ReceiveWebhookRequest as _sitesage_integrations_v1_ReceiveWebhookRequest, ReceiveWebhookRequest__Output as _sitesage_integrations_v1_ReceiveWebhookRequest__Output } from '../../../sitesage/integrations/v1/ReceiveWebhookRequest.js';
import type { StartWhatsAppReply as _sitesage_integrations_v1_StartWhatsAppReply, StartWhatsAppReply__Output as _sitesage_integrations_v1_StartWhatsAppReply__Output } from '../../../sitesage/integrations/v1/StartWhatsAppReply.js';
import type { StartWhatsAppRequest as _sitesage_integrations_v1_StartWhatsAppRequest, StartWhatsAppRequest__Output as _sitesage_integrations_v1_StartWhatsAppRequest__Output } from '../../../sitesage/integrations/v1/StartWhatsAppRequest.js';
import type { VerifyWebhookReply as _sitesage_integrations_v1_VerifyWebhookReply, VerifyWebhookReply__Output as _sitesage_integrations_v1_VerifyWebhookReply__Output } from '../../../sitesage/integrations/v1/VerifyWebhookReply.js';
import type { VerifyWebhookRequest as _sitesage_integrations_v1_VerifyWebhookRequest, VerifyWebhookRequest__Output as _sitesage_integrations_v1_VerifyWebhookRequest__Output } from '../../../sitesage/integrations/v1/VerifyWebhookRequest.js';
import type { WhatsAppCallbackRequest as _sitesage_integrations_v1_WhatsAppCallbackRequest, WhatsAppCallbackRequest__Output as _sitesage_integrations_v1_WhatsAppCallbackRequest__Output } from '../../../sitesage/integrations/v1/WhatsAppCallbackRequest.js';
import type { WhatsAppStatus as _sitesage_integrations_v1_WhatsAppStatus, WhatsAppStatus__Output as _sitesage_integrations_v1_WhatsAppStatus__Output } from '../../../sitesage/integrations/v1/WhatsAppStatus.js';
import type { WhatsAppStatusRequest as _sitesage_integrations_v1_WhatsAppStatusRequest, WhatsAppStatusRequest__Output as _sitesage_integrations_v1_WhatsAppStatusRequest__Output } from '../../../sitesage/integrations/v1/WhatsAppStatusRequest.js';

export interface IntegrationsServiceClient extends grpc.Client {
  ChoosePhone(argument: _sitesage_integrations_v1_ChoosePhoneRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  ChoosePhone(argument: _sitesage_integrations_v1_ChoosePhoneRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  ChoosePhone(argument: _sitesage_integrations_v1_ChoosePhoneRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  ChoosePhone(argument: _sitesage_integrations_v1_ChoosePhoneRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  choosePhone(argument: _sitesage_integrations_v1_ChoosePhoneRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  choosePhone(argument: _sitesage_integrations_v1_ChoosePhoneRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  choosePhone(argument: _sitesage_integrations_v1_ChoosePhoneRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  choosePhone(argument: _sitesage_integrations_v1_ChoosePhoneRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  
  CompleteWhatsApp(argument: _sitesage_integrations_v1_WhatsAppCallbackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  CompleteWhatsApp(argument: _sitesage_integrations_v1_WhatsAppCallbackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  CompleteWhatsApp(argument: _sitesage_integrations_v1_WhatsAppCallbackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  CompleteWhatsApp(argument: _sitesage_integrations_v1_WhatsAppCallbackRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  completeWhatsApp(argument: _sitesage_integrations_v1_WhatsAppCallbackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  completeWhatsApp(argument: _sitesage_integrations_v1_WhatsAppCallbackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  completeWhatsApp(argument: _sitesage_integrations_v1_WhatsAppCallbackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  completeWhatsApp(argument: _sitesage_integrations_v1_WhatsAppCallbackRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  
  DeleteIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_DeleteIntegrationReply__Output>): grpc.ClientUnaryCall;
  DeleteIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_DeleteIntegrationReply__Output>): grpc.ClientUnaryCall;
  DeleteIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_DeleteIntegrationReply__Output>): grpc.ClientUnaryCall;
  DeleteIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_DeleteIntegrationReply__Output>): grpc.ClientUnaryCall;
  deleteIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_DeleteIntegrationReply__Output>): grpc.ClientUnaryCall;
  deleteIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_DeleteIntegrationReply__Output>): grpc.ClientUnaryCall;
  deleteIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_DeleteIntegrationReply__Output>): grpc.ClientUnaryCall;
  deleteIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_DeleteIntegrationReply__Output>): grpc.ClientUnaryCall;
  
  GetCatalogue(argument: _sitesage_integrations_v1_CatalogueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_CatalogueReply__Output>): grpc.ClientUnaryCall;
  GetCatalogue(argument: _sitesage_integrations_v1_CatalogueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_CatalogueReply__Output>): grpc.ClientUnaryCall;
  GetCatalogue(argument: _sitesage_integrations_v1_CatalogueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_CatalogueReply__Output>): grpc.ClientUnaryCall;
  GetCatalogue(argument: _sitesage_integrations_v1_CatalogueRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_CatalogueReply__Output>): grpc.ClientUnaryCall;
  getCatalogue(argument: _sitesage_integrations_v1_CatalogueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_CatalogueReply__Output>): grpc.ClientUnaryCall;
  getCatalogue(argument: _sitesage_integrations_v1_CatalogueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_CatalogueReply__Output>): grpc.ClientUnaryCall;
  getCatalogue(argument: _sitesage_integrations_v1_CatalogueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_CatalogueReply__Output>): grpc.ClientUnaryCall;
  getCatalogue(argument: _sitesage_integrations_v1_CatalogueRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_CatalogueReply__Output>): grpc.ClientUnaryCall;
  
  GetIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  GetIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  GetIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  GetIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  getIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  getIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  getIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  getIntegration(argument: _sitesage_integrations_v1_IntegrationRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_Integration__Output>): grpc.ClientUnaryCall;
  
  GetWhatsAppStatus(argument: _sitesage_integrations_v1_WhatsAppStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_WhatsAppStatus__Output>): grpc.ClientUnaryCall;
  GetWhatsAppStatus(argument: _sitesage_integrations_v1_WhatsAppStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_WhatsAppStatus__Output>): grpc.ClientUnaryCall;
  GetWhatsAppStatus(argument: _sitesage_integrations_v1_WhatsAppStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_WhatsAppStatus__Output>): grpc.ClientUnaryCall;
  GetWhatsAppStatus(argument: _sitesage_integrations_v1_WhatsAppStatusRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_WhatsAppStatus__Output>): grpc.ClientUnaryCall;
  getWhatsAppStatus(argument: _sitesage_integrations_v1_WhatsAppStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_WhatsAppStatus__Output>): grpc.ClientUnaryCall;
  getWhatsAppStatus(argument: _sitesage_integrations_v1_WhatsAppStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_WhatsAppStatus__Output>): grpc.ClientUnaryCall;
  getWhatsAppStatus(argument: _sitesage_integrations_v1_WhatsAppStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_WhatsAppStatus__Output>): grpc.ClientUnaryCall;
  getWhatsAppStatus(argument: _sitesage_integrations_v1_WhatsAppStatusRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_WhatsAppStatus__Output>): grpc.ClientUnaryCall;
  
  ListIntegrations(argument: _sitesage_integrations_v1_ListIntegrationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_ListIntegrationsReply__Output>): grpc.ClientUnaryCall;
  ListIntegrations(argument: _sitesage_integrations_v1_ListIntegrationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_ListIntegrationsReply__Output>): grpc.ClientUnaryCall;
  ListIntegrations(argument: _sitesage_integrations_v1_ListIntegrationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_ListIntegrationsReply__Output>): grpc.ClientUnaryCall;
  ListIntegrations(argument: _sitesage_integrations_v1_ListIntegrationsRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_ListIntegrationsReply__Output>): grpc.ClientUnaryCall;
  listIntegrations(argument: _sitesage_integrations_v1_ListIntegrationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_ListIntegrationsReply__Output>): grpc.ClientUnaryCall;
  listIntegrations(argument: _sitesage_integrations_v1_ListIntegrationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_ListIntegrationsReply__Output>): grpc.ClientUnaryCall;
  listIntegrations(argument: _sitesage_integrations_v1_ListIntegrationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_ListIntegrationsReply__Output>): grpc.ClientUnaryCall;
  listIntegrations(argument: _sitesage_integrations_v1_ListIntegrationsRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_ListIntegrationsReply__Output>): grpc.ClientUnaryCall;
  
  ReceiveWebhook(argument: _sitesage_integrations_v1_ReceiveWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_ReceiveWebhookReply__Output>): grpc.ClientUnaryCall;
  ReceiveWebhook(argument: _sitesage_integrations_v1_ReceiveWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_ReceiveWebhookReply__Output>): grpc.ClientUnaryCall;
  ReceiveWebhook(argument: _sitesage_integrations_v1_ReceiveWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_ReceiveWebhookReply__Output>): grpc.ClientUnaryCall;
  ReceiveWebhook(argument: _sitesage_integrations_v1_ReceiveWebhookRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_ReceiveWebhookReply__Output>): grpc.ClientUnaryCall;
  receiveWebhook(argument: _sitesage_integrations_v1_ReceiveWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_ReceiveWebhookReply__Output>): grpc.ClientUnaryCall;
  receiveWebhook(argument: _sitesage_integrations_v1_ReceiveWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_ReceiveWebhookReply__Output>): grpc.ClientUnaryCall;
  receiveWebhook(argument: _sitesage_integrations_v1_ReceiveWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_ReceiveWebhookReply__Output>): grpc.ClientUnaryCall;
  receiveWebhook(argument: _sitesage_integrations_v1_ReceiveWebhookRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_ReceiveWebhookReply__Output>): grpc.ClientUnaryCall;
  
  SendOwnerReply(argument: _sitesage_integrations_v1_OwnerReplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_OwnerReply__Output>): grpc.ClientUnaryCall;
  SendOwnerReply(argument: _sitesage_integrations_v1_OwnerReplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_OwnerReply__Output>): grpc.ClientUnaryCall;
  SendOwnerReply(argument: _sitesage_integrations_v1_OwnerReplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_OwnerReply__Output>): grpc.ClientUnaryCall;
  SendOwnerReply(argument: _sitesage_integrations_v1_OwnerReplyRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_OwnerReply__Output>): grpc.ClientUnaryCall;
  sendOwnerReply(argument: _sitesage_integrations_v1_OwnerReplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_OwnerReply__Output>): grpc.ClientUnaryCall;
  sendOwnerReply(argument: _sitesage_integrations_v1_OwnerReplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_OwnerReply__Output>): grpc.ClientUnaryCall;
  sendOwnerReply(argument: _sitesage_integrations_v1_OwnerReplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_OwnerReply__Output>): grpc.ClientUnaryCall;
  sendOwnerReply(argument: _sitesage_integrations_v1_OwnerReplyRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_OwnerReply__Output>): grpc.ClientUnaryCall;
  
  StartWhatsApp(argument: _sitesage_integrations_v1_StartWhatsAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_StartWhatsAppReply__Output>): grpc.ClientUnaryCall;
  StartWhatsApp(argument: _sitesage_integrations_v1_StartWhatsAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_StartWhatsAppReply__Output>): grpc.ClientUnaryCall;
  StartWhatsApp(argument: _sitesage_integrations_v1_StartWhatsAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_StartWhatsAppReply__Output>): grpc.ClientUnaryCall;
  StartWhatsApp(argument: _sitesage_integrations_v1_StartWhatsAppRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_StartWhatsAppReply__Output>): grpc.ClientUnaryCall;
  startWhatsApp(argument: _sitesage_integrations_v1_StartWhatsAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_StartWhatsAppReply__Output>): grpc.ClientUnaryCall;
  startWhatsApp(argument: _sitesage_integrations_v1_StartWhatsAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_StartWhatsAppReply__Output>): grpc.ClientUnaryCall;
  startWhatsApp(argument: _sitesage_integrations_v1_StartWhatsAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_StartWhatsAppReply__Output>): grpc.ClientUnaryCall;
  startWhatsApp(argument: _sitesage_integrations_v1_StartWhatsAppRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_StartWhatsAppReply__Output>): grpc.ClientUnaryCall;
  
  VerifyWebhook(argument: _sitesage_integrations_v1_VerifyWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_VerifyWebhookReply__Output>): grpc.ClientUnaryCall;
  VerifyWebhook(argument: _sitesage_integrations_v1_VerifyWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_VerifyWebhookReply__Output>): grpc.ClientUnaryCall;
  VerifyWebhook(argument: _sitesage_integrations_v1_VerifyWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_VerifyWebhookReply__Output>): grpc.ClientUnaryCall;
  VerifyWebhook(argument: _sitesage_integrations_v1_VerifyWebhookRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_VerifyWebhookReply__Output>): grpc.ClientUnaryCall;
  verifyWebhook(argument: _sitesage_integrations_v1_VerifyWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_VerifyWebhookReply__Output>): grpc.ClientUnaryCall;
  verifyWebhook(argument: _sitesage_integrations_v1_VerifyWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_sitesage_integrations_v1_VerifyWebhookReply__Output>): grpc.ClientUnaryCall;
  verifyWebhook(argument: _sitesage_integrations_v1_VerifyWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_sitesage_integrations_v1_VerifyWebhookReply__Output>): grpc.ClientUnaryCall;
  verifyWebhook(argument: _sitesage_integrations_v1_VerifyWebhookRequest, callback: grpc.requestCallback<_sitesage_integrations_v1_VerifyWebhookReply__Output>): grpc.ClientUnaryCall;
  
}

export interface IntegrationsServiceHandlers extends grpc.UntypedServiceImplementation {
  ChoosePhone: grpc.handleUnaryCall<_sitesage_integrations_v1_ChoosePhoneRequest__Output, _sitesage_integrations_v1_Integration>;
  
  CompleteWhatsApp: grpc.handleUnaryCall<_sitesage_integrations_v1_WhatsAppCallbackRequest__Output, _sitesage_integrations_v1_Integration>;
  
  DeleteIntegration: grpc.handleUnaryCall<_sitesage_integrations_v1_IntegrationRequest__Output, _sitesage_integrations_v1_DeleteIntegrationReply>;
  
  GetCatalogue: grpc.handleUnaryCall<_sitesage_integrations_v1_CatalogueRequest__Output, _sitesage_integrations_v1_CatalogueReply>;
  
  GetIntegration: grpc.handleUnaryCall<_sitesage_integrations_v1_IntegrationRequest__Output, _sitesage_integrations_v1_Integration>;
  
  GetWhatsAppStatus: grpc.handleUnaryCall<_sitesage_integrations_v1_WhatsAppStatusRequest__Output, _sitesage_integrations_v1_WhatsAppStatus>;
  
  ListIntegrations: grpc.handleUnaryCall<_sitesage_integrations_v1_ListIntegrationsRequest__Output, _sitesage_integrations_v1_ListIntegrationsReply>;
  
  ReceiveWebhook: grpc.handleUnaryCall<_sitesage_integrations_v1_ReceiveWebhookRequest__Output, _sitesage_integrations_v1_ReceiveWebhookReply>;
  
  SendOwnerReply: grpc.handleUnaryCall<_sitesage_integrations_v1_OwnerReplyRequest__Output, _sitesage_integrations_v1_OwnerReply>;
  
  StartWhatsApp: grpc.handleUnaryCall<_sitesage_integrations_v1_StartWhatsAppRequest__Output, _sitesage_integrations_v1_StartWhatsAppReply>;
  
  VerifyWebhook: grpc.handleUnaryCall<_sitesage_integrations_v1_VerifyWebhookRequest__Output, _sitesage_integrations_v1_VerifyWebhookReply>;
  
}

export interface IntegrationsServiceDefinition extends grpc.ServiceDefinition {
  ChoosePhone: MethodDefinition<_sitesage_integrations_v1_ChoosePhoneRequest, _sitesage_integrations_v1_Integration, _sitesage_integrations_v1_ChoosePhoneRequest__Output, _sitesage_integrations_v1_Integration__Output>
  CompleteWhatsApp: MethodDefinition<_sitesage_integrations_v1_WhatsAppCallbackRequest, _sitesage_integrations_v1_Integration, _sitesage_integrations_v1_WhatsAppCallbackRequest__Output, _sitesage_integrations_v1_Integration__Output>
  DeleteIntegration: MethodDefinition<_sitesage_integrations_v1_IntegrationRequest, _sitesage_integrations_v1_DeleteIntegrationReply, _sitesage_integrations_v1_IntegrationRequest__Output, _sitesage_integrations_v1_DeleteIntegrationReply__Output>
  GetCatalogue: MethodDefinition<_sitesage_integrations_v1_CatalogueRequest, _sitesage_integrations_v1_CatalogueReply, _sitesage_integrations_v1_CatalogueRequest__Output, _sitesage_integrations_v1_CatalogueReply__Output>
  GetIntegration: MethodDefinition<_sitesage_integrations_v1_IntegrationRequest, _sitesage_integrations_v1_Integration, _sitesage_integrations_v1_IntegrationRequest__Output, _sitesage_integrations_v1_Integration__Output>
  GetWhatsAppStatus: MethodDefinition<_sitesage_integrations_v1_WhatsAppStatusRequest, _sitesage_integrations_v1_WhatsAppStatus, _sitesage_integrations_v1_WhatsAppStatusRequest__Output, _sitesage_integrations_v1_WhatsAppStatus__Output>
  ListIntegrations: MethodDefinition<_sitesage_integrations_v1_ListIntegrationsRequest, _sitesage_integrations_v1_ListIntegrationsReply, _sitesage_integrations_v1_ListIntegrationsRequest__Output, _sitesage_integrations_v1_ListIntegrationsReply__Output>
  ReceiveWebhook: MethodDefinition<_sitesage_integrations_v1_ReceiveWebhookRequest, _sitesage_integrations_v1_ReceiveWebhookReply, _sitesage_integrations_v1_ReceiveWebhookRequest__Output, _sitesage_integrations_v1_ReceiveWebhookReply__Output>
  SendOwnerReply: MethodDefinition<_sitesage_integrations_v1_OwnerReplyRequest, _sitesage_integrations_v1_OwnerReply, _sitesage_integrations_v1_OwnerReplyRequest__Output, _sitesage_integrations_v1_OwnerReply__Output>
  StartWhatsApp: MethodDefinition<_sitesage_integrations_v1_StartWhatsAppRequest, _sitesage_integrations_v1_StartWhatsAppReply, _sitesage_integrations_v1_StartWhatsAppRequest__Output, _sitesage_integrations_v1_StartWhatsAppReply__Output>
  VerifyWebhook: MethodDefinition<_sitesage_integrations_v1_VerifyWebhookRequest, _sitesage_integrations_v1_VerifyWebhookReply, _sitesage_integrations_v1_VerifyWebhookRequest__Output, _sitesage_integrations_v1_VerifyWebhookReply__Output>
}
