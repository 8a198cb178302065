import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** What a code is for; part of its hash, so a code for one purpose never passes for another. */
export type OtpPurpose = 'register' | 'password-reset';

export const otpLength = 4; // the product spec's length; tries, expiry and throttles compensate
export const otpTtlMs = 10 * 60 * 1000;
export const otpMaxFailedAttempts = 5;

export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** otpLength)).padStart(otpLength, '0');
}

export function isOtpShaped(code: string): boolean {
  return new RegExp(`^\\d{${otpLength}}$`).test(code);
}

/**
 * Codes are stored only as HMAC-SHA256(secret, user_id:purpose:code): a leaked table neither
 * reveals codes nor lets anyone try the 10,000 of them offline, and a code is bound to its account.
 */
export function hashOtp(secret: string, userId: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function otpHashesMatch(expected: string, candidate: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(candidate, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

export function otpMessageText(code: string, purpose: OtpPurpose = 'register'): string {
  const what = purpose === 'password-reset' ? 'password reset code' : 'code';
  return `Your SiteSage ${what} is ${code}. It expires in ${otpTtlMs / 60_000} minutes.`;
}
