/** GET /support/channels: how the support team can be reached, from the server's configuration. */
export type SupportChannels = {
  email: string;
  /** An international number such as "+919812345678"; null when support has no WhatsApp. */
  whatsapp: string | null;
};

/** POST /support/messages: what the contact form sends. */
export type ContactMessage = { name: string; email: string; message: string };

/** The stored message's receipt (201). */
export type ContactReceipt = { id: string; received_at: string };
