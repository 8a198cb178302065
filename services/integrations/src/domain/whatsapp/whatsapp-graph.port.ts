import { AppError } from '@sitesage/errors';

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
  /**
   * Sends a text message; answers Meta's message id. Meta refusing the message itself (a revoked
   * token, a number that cannot receive it: a 4xx other than 429) throws `sendRefused`, which no
   * retry can change; Meta out of reach or rate-limiting throws UNAVAILABLE.
   */
  sendText(accessToken: string, phoneNumberId: string, to: string, body: string): Promise<string>;
};

export const sendRefusedMessage = 'Meta refused to deliver this WhatsApp message.';
/** Meta's final refusal of one message (see sendText). */
export const sendRefused = () => new AppError('FAILED_PRECONDITION', sendRefusedMessage);
export const isSendRefused = (error: unknown) =>
  error instanceof AppError && error.code === 'FAILED_PRECONDITION' && error.message === sendRefusedMessage;
