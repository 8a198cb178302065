import type { ApiBody, ApiReply } from '../../api/http-contract';

/**
 * GET /support/channels: how the support team can be reached, from the server's configuration.
 * `whatsapp` is an international number such as "+919812345678", or null when support has none.
 */
export type SupportChannels = ApiReply<'/support/channels', 'get'>;

/** POST /support/messages: what the contact form sends. */
export type ContactMessage = ApiBody<'/support/messages', 'post'>;

/** The stored message's receipt (201). */
export type ContactReceipt = ApiReply<'/support/messages', 'post', 201>;
