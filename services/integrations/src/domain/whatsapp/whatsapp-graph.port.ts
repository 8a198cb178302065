/** A WhatsApp number of a business account, as Meta's Graph API lists it. */
export type BusinessPhoneNumber = {
  id: string;
  displayPhoneNumber: string;
  verifiedName: string;
  businessAccountId: string;
};

/**
 * What the WhatsApp domain needs from Meta's Graph API (the adapter is `graph/meta-graph.client.ts`).
 * Every call but the code exchange carries the owner's access token.
 */
export type WhatsAppGraph = {
  /** Meta's OAuth dialog for this installation's app, with the given state. */
  dialogUrl(state: string): string;
  /** The OAuth code the callback page received, exchanged for the owner's access token. */
  exchangeCode(code: string): Promise<string>;
  /** Every WhatsApp number of every WhatsApp Business Account the token reaches. */
  listPhoneNumbers(accessToken: string): Promise<BusinessPhoneNumber[]>;
  /** Subscribes the app to the business account's webhooks (messages reach us). */
  subscribeApp(accessToken: string, businessAccountId: string): Promise<void>;
  unsubscribeApp(accessToken: string, businessAccountId: string): Promise<void>;
  /** Sends a text message; answers Meta's message id. */
  sendText(accessToken: string, phoneNumberId: string, to: string, body: string): Promise<string>;
};
