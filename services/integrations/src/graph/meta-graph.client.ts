import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import {
  sendRefused,
  type BusinessPhoneNumber,
  type WhatsAppGraph,
} from '../domain/whatsapp/whatsapp-graph.port.js';

export type MetaGraphSettings = {
  appId: string;
  appSecret: string;
  graphApiUrl: string;
  graphApiVersion: string;
  dialogUrl: string;
  redirectUrl: string;
  scopes: string;
  timeoutMs: number;
};

export const metaUnavailableMessage =
  'WhatsApp (Meta) cannot be reached right now; please try again shortly.';
export const connectionFailedMessage = 'Failed to complete WhatsApp connection.';

type GraphError = { error?: { message?: unknown; type?: unknown; code?: unknown } };
type Paged<T> = { data?: T[] };

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Meta's Graph API over fetch: the OAuth code exchange, the businesses' WhatsApp accounts and
 * numbers, subscribed_apps and the messages endpoint of the WhatsApp Cloud API. The owner's token
 * travels in the Authorization header only (never in a URL a log could keep), and no token, code
 * or secret is ever logged: failures log the path, Meta's error type and code.
 */
export function createMetaGraphClient(settings: MetaGraphSettings, log: Logger): WhatsAppGraph {
  const base = `${settings.graphApiUrl.replace(/\/+$/, '')}/${settings.graphApiVersion}`;

  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: { token?: string; query?: Record<string, string>; body?: object; failure?: AppError } = {},
  ): Promise<unknown> {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    let response: Response;
    try {
      // The one address here is the operator's configured Graph API, never one a user typed.
      // eslint-disable-next-line no-restricted-globals
      response = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(options.body ? { body: JSON.stringify(options.body) } : {}),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      log.error({ err: error, method, path }, 'Meta Graph API could not be reached');
      throw new AppError('UNAVAILABLE', metaUnavailableMessage, { cause: error });
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? {} : JSON.parse(text);
    } catch {
      parsed = {};
    }
    if (response.ok) return parsed;
    const error = (parsed as GraphError).error;
    log.warn(
      { method, path, status: response.status, type: str(error?.type), code: error?.code },
      'Meta Graph API refused a call',
    );
    // 429 is Meta asking us to slow down: like a 5xx, a later try may succeed.
    if (response.status < 500 && response.status !== 429 && options.failure) throw options.failure;
    throw new AppError('UNAVAILABLE', metaUnavailableMessage);
  }

  async function pages<T>(path: string, token: string, fields: string): Promise<T[]> {
    const page = (await call('GET', path, { token, query: { fields, limit: '100' } })) as Paged<T>;
    return Array.isArray(page.data) ? page.data : [];
  }

  return {
    dialogUrl(state) {
      const url = new URL(
        `${settings.dialogUrl.replace(/\/+$/, '')}/${settings.graphApiVersion}/dialog/oauth`,
      );
      url.searchParams.set('client_id', settings.appId);
      url.searchParams.set('redirect_uri', settings.redirectUrl);
      url.searchParams.set('state', state);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', settings.scopes);
      url.searchParams.set('auth_type', 'rerequest');
      return url.toString();
    },

    async exchangeCode(code) {
      const reply = (await call('GET', '/oauth/access_token', {
        query: {
          client_id: settings.appId,
          client_secret: settings.appSecret,
          redirect_uri: settings.redirectUrl,
          code,
        },
        failure: AppError.invalid('code', connectionFailedMessage),
      })) as { access_token?: unknown };
      const token = str(reply.access_token);
      if (token === '') throw new AppError('UNAVAILABLE', metaUnavailableMessage);
      return token;
    },

    async listPhoneNumbers(token) {
      const businesses = await pages<{ id?: unknown }>('/me/businesses', token, 'id,name');
      const numbers: BusinessPhoneNumber[] = [];
      for (const business of businesses) {
        const accounts = await pages<{ id?: unknown }>(
          `/${encodeURIComponent(str(business.id))}/owned_whatsapp_business_accounts`,
          token,
          'id,name',
        );
        for (const account of accounts) {
          const accountId = str(account.id);
          const phones = await pages<{
            id?: unknown;
            display_phone_number?: unknown;
            verified_name?: unknown;
          }>(
            `/${encodeURIComponent(accountId)}/phone_numbers`,
            token,
            'id,display_phone_number,verified_name',
          );
          for (const phone of phones) {
            if (str(phone.id) === '') continue;
            numbers.push({
              id: str(phone.id),
              displayPhoneNumber: str(phone.display_phone_number),
              verifiedName: str(phone.verified_name),
              businessAccountId: accountId,
            });
          }
        }
      }
      return numbers;
    },

    async subscribeApp(token, businessAccountId) {
      await call('POST', `/${encodeURIComponent(businessAccountId)}/subscribed_apps`, {
        token,
        failure: new AppError('FAILED_PRECONDITION', connectionFailedMessage),
      });
    },

    async unsubscribeApp(token, businessAccountId) {
      await call('DELETE', `/${encodeURIComponent(businessAccountId)}/subscribed_apps`, { token });
    },

    async sendText(token, phoneNumberId, to, body) {
      const reply = (await call('POST', `/${encodeURIComponent(phoneNumberId)}/messages`, {
        token,
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          type: 'text',
          text: { preview_url: false, body },
        },
        failure: sendRefused(),
      })) as { messages?: { id?: unknown }[] };
      return str(reply.messages?.[0]?.id);
    },
  };
}
