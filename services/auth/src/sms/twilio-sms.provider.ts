import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import { maskPhone, phoneFormatMessage } from '../domain/accounts/account-fields.fns.js';
import { smsUnavailableMessage, type SmsProvider } from '../domain/sms/sms-provider.port.js';

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** An E.164 sender number, or a Messaging Service SID (MG…). */
  fromNumber: string;
  apiBaseUrl: string;
  timeoutMs?: number;
  /** Pause before the single retry of a 429 or 5xx. */
  retryDelayMs?: number;
};

// Twilio error codes meaning "this number cannot get an SMS from us": the person must fix it.
const badNumberCodes = new Set([21211, 21214, 21217, 21401, 21407, 21408, 21421, 21610, 21612, 21614]);

type TwilioErrorBody = { code?: number; message?: string };

async function readError(response: Response): Promise<TwilioErrorBody> {
  try {
    return (await response.json()) as TwilioErrorBody;
  } catch {
    return {};
  }
}

/**
 * Twilio Programmable Messaging over its REST API (2010-04-01) with fetch: one form-encoded POST
 * per message, HTTP Basic auth, a 10 s timeout and one retry on 429 or 5xx.
 */
export function createTwilioSmsProvider(settings: TwilioSettings, log: Logger): SmsProvider {
  const { accountSid, authToken, fromNumber, apiBaseUrl, timeoutMs = 10_000, retryDelayMs = 500 } = settings;
  const url = `${apiBaseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  const post = (to: string, text: string) => {
    const form = new URLSearchParams({ To: to, Body: text });
    form.set(fromNumber.startsWith('MG') ? 'MessagingServiceSid' : 'From', fromNumber);
    // The one address here is the operator's configured Twilio API, never one a user typed.
    // eslint-disable-next-line no-restricted-globals
    return fetch(url, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
  };

  return {
    async send({ to, text, purpose }) {
      const masked = maskPhone(to);
      for (let attempt = 1; ; attempt += 1) {
        let response: Response;
        try {
          response = await post(to, text);
        } catch (error) {
          // A timeout may still deliver the message, so it is not retried (no double codes).
          log.error({ err: error, to: masked, purpose }, 'Twilio could not be reached');
          throw new AppError('UNAVAILABLE', smsUnavailableMessage, { cause: error });
        }
        if (response.ok) {
          await response.body?.cancel();
          log.info({ to: masked, purpose, attempt }, 'SMS sent through Twilio');
          return;
        }
        const retryable = response.status === 429 || response.status >= 500;
        const body = await readError(response);
        if (retryable && attempt === 1) {
          log.warn(
            { status: response.status, twilioCode: body.code, to: masked },
            'Twilio refused for now; retrying once',
          );
          await sleep(retryDelayMs);
          continue;
        }
        if (body.code !== undefined && badNumberCodes.has(body.code)) {
          log.info(
            { status: response.status, twilioCode: body.code, to: masked },
            'Twilio refused the number',
          );
          throw AppError.invalid('phone', phoneFormatMessage);
        }
        const reason =
          response.status === 401 || body.code === 20003
            ? 'Twilio rejected our credentials: check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN'
            : 'Twilio refused the message';
        // Twilio's messages can quote the number; keep digits out of the log.
        const twilioMessage = body.message?.replace(/\+?\d{6,}/g, '[number]');
        log.error({ status: response.status, twilioCode: body.code, twilioMessage, to: masked }, reason);
        throw new AppError('UNAVAILABLE', smsUnavailableMessage, {
          cause: new Error(`${reason} (HTTP ${response.status}, code ${body.code ?? 'none'})`),
        });
      }
    },
  };
}
