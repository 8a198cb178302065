import type { Integration, IntegrationsServiceHandlers } from '@sitesage/contracts';
import type { Implementation } from '@sitesage/grpc';
import type { IntegrationRow } from '../db/database.js';
import type { Owner, WhatsAppConnectService } from '../domain/whatsapp/whatsapp-connect.service.js';
import type { OwnerReplyService } from '../domain/whatsapp/owner-reply.service.js';
import type { WhatsAppWebhookService } from '../domain/whatsapp/whatsapp-webhook.service.js';

export type IntegrationsServices = {
  whatsapp: WhatsAppConnectService;
  webhooks: WhatsAppWebhookService;
  ownerReplies: OwnerReplyService;
};

const ownerOf = (owner: { user_id?: string; plan?: string } | null | undefined): Owner => ({
  userId: owner?.user_id ?? '',
  plan: owner?.plan ?? '',
});

/** An integration as callers see it: never its token, sealed or not. */
function toIntegration(row: IntegrationRow): Integration {
  return {
    id: row.id,
    project_id: row.project_id,
    provider: row.provider,
    status: row.status,
    phone_number: row.display_phone_number,
    verified_name: row.verified_name,
    phone_number_id: row.phone_number_id,
    phone_numbers: row.phone_numbers.map((number) => ({
      id: number.id,
      display_phone_number: number.display_phone_number,
      verified_name: number.verified_name,
      business_account_id: number.business_account_id,
    })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** proto → domain call → proto. No rules here: they live in the domain services. */
export function integrationsHandlers({
  whatsapp,
  webhooks,
  ownerReplies,
}: IntegrationsServices): Implementation<IntegrationsServiceHandlers> {
  return {
    GetCatalogue: async (req) => ({
      integrations: (await whatsapp.getCatalogue(ownerOf(req.owner), req.project_id)).map((entry) => ({
        provider: entry.provider,
        name: entry.name,
        enabled: entry.enabled,
        coming_soon_message: entry.comingSoonMessage,
        required_plan: entry.requiredPlan,
        plan_allows: entry.planAllows,
        configured: entry.configured,
        integration_id: entry.integrationId,
        connected: entry.connected,
      })),
    }),
    GetWhatsAppStatus: (req) => {
      const status = whatsapp.getStatus(ownerOf(req.owner));
      return Promise.resolve({
        configured: status.configured,
        plan_allows: status.planAllows,
        required_plan: status.requiredPlan,
      });
    },
    ListIntegrations: async (req) => ({
      data: (await whatsapp.list(ownerOf(req.owner), req.project_id)).map(toIntegration),
    }),
    GetIntegration: async (req) => toIntegration(await whatsapp.get(ownerOf(req.owner), req.id)),
    StartWhatsApp: async (req) => {
      const started = await whatsapp.start(ownerOf(req.owner), req.project_id, req.session_binding);
      return { dialog_url: started.dialogUrl, expires_at: started.expiresAt.toISOString() };
    },
    CompleteWhatsApp: async (req) =>
      toIntegration(
        await whatsapp.complete({
          owner: ownerOf(req.owner),
          projectId: req.project_id,
          code: req.code,
          state: req.state,
          sessionBinding: req.session_binding,
        }),
      ),
    ChoosePhone: async (req) =>
      toIntegration(await whatsapp.choosePhone(ownerOf(req.owner), req.id, req.phone_number_id)),
    DeleteIntegration: async (req) => {
      await whatsapp.remove(ownerOf(req.owner), req.id);
      return {};
    },
    VerifyWebhook: (req) =>
      Promise.resolve(
        webhooks.verify({ mode: req.mode, verifyToken: req.verify_token, challenge: req.challenge }),
      ),
    ReceiveWebhook: async (req) =>
      webhooks.receive({ body: Buffer.from(req.body), signature: req.signature }),
    SendOwnerReply: async (req) => {
      const sent = await ownerReplies.sendOwnerReply({
        owner: ownerOf(req.owner),
        projectId: req.project_id,
        sessionId: req.session_id,
        ownerName: req.owner_name,
        content: req.content,
      });
      return { message_id: sent.messageId, created_at: sent.createdAt };
    },
  };
}
