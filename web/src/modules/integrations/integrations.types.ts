// The integrations pages' calls, named by their routes in the HTTP contract (generated from
// services/gateway/src/routes/integrations.schemas.ts).
import type { ApiBody, ApiReply } from '../../api/http-contract';

/** GET integrations/catalogue: the integrations SiteSage lists, with what the owner's plan allows. */
export type Catalogue = ApiReply<'/integrations/catalogue', 'get'>;
export type CatalogueEntry = Catalogue['data'][number];

/** An agent's connection (spec §3 Integration); it never carries a token. */
export type Integration = ApiReply<'/integrations/{id}', 'get'>;
export type IntegrationList = ApiReply<'/integrations', 'get'>;
export type PhoneNumber = Integration['credentials']['phone_numbers'][number];

/** GET integrations/whatsapp/status: whether this installation and the owner's plan allow WhatsApp. */
export type WhatsAppStatus = ApiReply<'/integrations/whatsapp/status', 'get'>;

/** POST integrations/whatsapp/connect: Meta's dialog, its state bound to this signed-in session. */
export type StartedConnection = ApiReply<'/integrations/whatsapp/connect', 'post'>;

/** POST integrations/whatsapp/callback. */
export type CallbackBody = ApiBody<'/integrations/whatsapp/callback', 'post'>;
