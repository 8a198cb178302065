import type { OtpPurpose } from '../otp/otp.fns.js';

export type SmsMessage = {
  /** E.164 number. */
  to: string;
  /** The whole text as the phone shows it. */
  text: string;
  /** The one-time code inside the text (the console provider records it for local use). */
  code: string;
  purpose: OtpPurpose;
};

/**
 * Where one-time codes go (adapters: `src/sms/twilio-sms.provider.ts`, and
 * `src/sms/console-sms.provider.ts` for local use). Implementations raise AppError: INVALID_ARGUMENT (field phone) when the
 * number cannot receive SMS, UNAVAILABLE when sending failed for any other reason.
 */
export type SmsProvider = {
  send(message: SmsMessage): Promise<void>;
};

export const smsUnavailableMessage = 'We could not send the code right now. Please try again.';
