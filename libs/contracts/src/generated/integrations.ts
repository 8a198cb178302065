import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CatalogueEntry as _sitesage_integrations_v1_CatalogueEntry, CatalogueEntry__Output as _sitesage_integrations_v1_CatalogueEntry__Output } from './sitesage/integrations/v1/CatalogueEntry.js';
import type { CatalogueReply as _sitesage_integrations_v1_CatalogueReply, CatalogueReply__Output as _sitesage_integrations_v1_CatalogueReply__Output } from './sitesage/integrations/v1/CatalogueReply.js';
import type { CatalogueRequest as _sitesage_integrations_v1_CatalogueRequest, CatalogueRequest__Output as _sitesage_integrations_v1_CatalogueRequest__Output } from './sitesage/integrations/v1/CatalogueRequest.js';
import type { ChoosePhoneRequest as _sitesage_integrations_v1_ChoosePhoneRequest, ChoosePhoneRequest__Output as _sitesage_integrations_v1_ChoosePhoneRequest__Output } from './sitesage/integrations/v1/ChoosePhoneRequest.js';
import type { DeleteIntegrationReply as _sitesage_integrations_v1_DeleteIntegrationReply, DeleteIntegrationReply__Output as _sitesage_integrations_v1_DeleteIntegrationReply__Output } from './sitesage/integrations/v1/DeleteIntegrationReply.js';
import type { Integration as _sitesage_integrations_v1_Integration, Integration__Output as _sitesage_integrations_v1_Integration__Output } from './sitesage/integrations/v1/Integration.js';
import type { IntegrationRequest as _sitesage_integrations_v1_IntegrationRequest, IntegrationRequest__Output as _sitesage_integrations_v1_IntegrationRequest__Output } from './sitesage/integrations/v1/IntegrationRequest.js';
import type { IntegrationsServiceClient as _sitesage_integrations_v1_IntegrationsServiceClient, IntegrationsServiceDefinition as _sitesage_integrations_v1_IntegrationsServiceDefinition } from './sitesage/integrations/v1/IntegrationsService.js';
import type { ListIntegrationsReply as _sitesage_integrations_v1_ListIntegrationsReply, ListIntegrationsReply__Output as _sitesage_integrations_v1_ListIntegrationsReply__Output } from './sitesage/integrations/v1/ListIntegrationsReply.js';
import type { ListIntegrationsRequest as _sitesage_integrations_v1_ListIntegrationsRequest, ListIntegrationsRequest__Output as _sitesage_integrations_v1_ListIntegrationsRequest__Output } from './sitesage/integrations/v1/ListIntegrationsRequest.js';
import type { Owner as _sitesage_integrations_v1_Owner, Owner__Output as _sitesage_integrations_v1_Owner__Output } from './sitesage/integrations/v1/Owner.js';
import type { OwnerReply as _sitesage_integrations_v1_OwnerReply, OwnerReply__Output as _sitesage_integrations_v1_OwnerReply__Output } from './sitesage/integrations/v1/OwnerReply.js';
import type { OwnerReplyRequest as _sitesage_integrations_v1_OwnerReplyRequest, OwnerReplyRequest__Output as _sitesage_integrations_v1_OwnerReplyRequest__Output } from './sitesage/integrations/v1/OwnerReplyRequest.js';
import type { PhoneNumber as _sitesage_integrations_v1_PhoneNumber, PhoneNumber__Output as _sitesage_integrations_v1_PhoneNumber__Output } from './sitesage/integrations/v1/PhoneNumber.js';
import type { ReceiveWebhookReply as _sitesage_integrations_v1_ReceiveWebhookReply, ReceiveWebhookReply__Output as _sitesage_integrations_v1_ReceiveWebhookReply__Output } from './sitesage/integrations/v1/ReceiveWebhookReply.js';
import type { ReceiveWebhookRequest as _sitesage_integrations_v1_ReceiveWebhookRequest, ReceiveWebhookRequest__Output as _sitesage_integrations_v1_ReceiveWebhookRequest__Output } from './sitesage/integrations/v1/ReceiveWebhookRequest.js';
import type { StartWhatsAppReply as _sitesage_integrations_v1_StartWhatsAppReply, StartWhatsAppReply__Output as _sitesage_integrations_v1_StartWhatsAppReply__Output } from './sitesage/integrations/v1/StartWhatsAppReply.js';
import type { StartWhatsAppRequest as _sitesage_integrations_v1_StartWhatsAppRequest, StartWhatsAppRequest__Output as _sitesage_integrations_v1_StartWhatsAppRequest__Output } from './sitesage/integrations/v1/StartWhatsAppRequest.js';
import type { VerifyWebhookReply as _sitesage_integrations_v1_VerifyWebhookReply, VerifyWebhookReply__Output as _sitesage_integrations_v1_VerifyWebhookReply__Output } from './sitesage/integrations/v1/VerifyWebhookReply.js';
import type { VerifyWebhookRequest as _sitesage_integrations_v1_VerifyWebhookRequest, VerifyWebhookRequest__Output as _sitesage_integrations_v1_VerifyWebhookRequest__Output } from './sitesage/integrations/v1/VerifyWebhookRequest.js';
import type { WhatsAppCallbackRequest as _sitesage_integrations_v1_WhatsAppCallbackRequest, WhatsAppCallbackRequest__Output as _sitesage_integrations_v1_WhatsAppCallbackRequest__Output } from './sitesage/integrations/v1/WhatsAppCallbackRequest.js';
import type { WhatsAppStatus as _sitesage_integrations_v1_WhatsAppStatus, WhatsAppStatus__Output as _sitesage_integrations_v1_WhatsAppStatus__Output } from './sitesage/integrations/v1/WhatsAppStatus.js';
import type { WhatsAppStatusRequest as _sitesage_integrations_v1_WhatsAppStatusRequest, WhatsAppStatusRequest__Output as _sitesage_integrations_v1_WhatsAppStatusRequest__Output } from './sitesage/integrations/v1/WhatsAppStatusRequest.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  sitesage: {
    integrations: {
      v1: {
        CatalogueEntry: MessageTypeDefinition<_sitesage_integrations_v1_CatalogueEntry, _sitesage_integrations_v1_CatalogueEntry__Output>
        CatalogueReply: MessageTypeDefinition<_sitesage_integrations_v1_CatalogueReply, _sitesage_integrations_v1_CatalogueReply__Output>
        CatalogueRequest: MessageTypeDefinition<_sitesage_integrations_v1_CatalogueRequest, _sitesage_integrations_v1_CatalogueRequest__Output>
        ChoosePhoneRequest: MessageTypeDefinition<_sitesage_integrations_v1_ChoosePhoneRequest, _sitesage_integrations_v1_ChoosePhoneRequest__Output>
        DeleteIntegrationReply: MessageTypeDefinition<_sitesage_integrations_v1_DeleteIntegrationReply, _sitesage_integrations_v1_DeleteIntegrationReply__Output>
        Integration: MessageTypeDefinition<_sitesage_integrations_v1_Integration, _sitesage_integrations_v1_Integration__Output>
        IntegrationRequest: MessageTypeDefinition<_sitesage_integrations_v1_IntegrationRequest, _sitesage_integrations_v1_IntegrationRequest__Output>
        IntegrationsService: SubtypeConstructor<typeof grpc.Client, _sitesage_integrations_v1_IntegrationsServiceClient> & { service: _sitesage_integrations_v1_IntegrationsServiceDefinition }
        ListIntegrationsReply: MessageTypeDefinition<_sitesage_integrations_v1_ListIntegrationsReply, _sitesage_integrations_v1_ListIntegrationsReply__Output>
        ListIntegrationsRequest: MessageTypeDefinition<_sitesage_integrations_v1_ListIntegrationsRequest, _sitesage_integrations_v1_ListIntegrationsRequest__Output>
        Owner: MessageTypeDefinition<_sitesage_integrations_v1_Owner, _sitesage_integrations_v1_Owner__Output>
        OwnerReply: MessageTypeDefinition<_sitesage_integrations_v1_OwnerReply, _sitesage_integrations_v1_OwnerReply__Output>
        OwnerReplyRequest: MessageTypeDefinition<_sitesage_integrations_v1_OwnerReplyRequest, _sitesage_integrations_v1_OwnerReplyRequest__Output>
        PhoneNumber: MessageTypeDefinition<_sitesage_integrations_v1_PhoneNumber, _sitesage_integrations_v1_PhoneNumber__Output>
        ReceiveWebhookReply: MessageTypeDefinition<_sitesage_integrations_v1_ReceiveWebhookReply, _sitesage_integrations_v1_ReceiveWebhookReply__Output>
        ReceiveWebhookRequest: MessageTypeDefinition<_sitesage_integrations_v1_ReceiveWebhookRequest, _sitesage_integrations_v1_ReceiveWebhookRequest__Output>
        StartWhatsAppReply: MessageTypeDefinition<_sitesage_integrations_v1_StartWhatsAppReply, _sitesage_integrations_v1_StartWhatsAppReply__Output>
        StartWhatsAppRequest: MessageTypeDefinition<_sitesage_integrations_v1_StartWhatsAppRequest, _sitesage_integrations_v1_StartWhatsAppRequest__Output>
        VerifyWebhookReply: MessageTypeDefinition<_sitesage_integrations_v1_VerifyWebhookReply, _sitesage_integrations_v1_VerifyWebhookReply__Output>
        VerifyWebhookRequest: MessageTypeDefinition<_sitesage_integrations_v1_VerifyWebhookRequest, _sitesage_integrations_v1_VerifyWebhookRequest__Output>
        WhatsAppCallbackRequest: MessageTypeDefinition<_sitesage_integrations_v1_WhatsAppCallbackRequest, _sitesage_integrations_v1_WhatsAppCallbackRequest__Output>
        WhatsAppStatus: MessageTypeDefinition<_sitesage_integrations_v1_WhatsAppStatus, _sitesage_integrations_v1_WhatsAppStatus__Output>
        WhatsAppStatusRequest: MessageTypeDefinition<_sitesage_integrations_v1_WhatsAppStatusRequest, _sitesage_integrations_v1_WhatsAppStatusRequest__Output>
      }
    }
  }
}

