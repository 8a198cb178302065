import { AppError } from '@sitesage/errors';
import { isCommonPassword } from './common-passwords.fns.js';

export const passwordMinLength = 6; // the product spec's minimum; throttles and the list compensate
export const passwordMaxLength = 128;

export type PersonalDetails = { email?: string; phone?: string; userId?: string };

/**
 * The only password rules: a length range, not a common password, not the account's own email,
 * phone or user id. No composition rules (NIST 800-63B). `field` names the request field at fault.
 * Returns the password unchanged when it passes.
 */
export function checkPasswordPolicy(password: string, personal: PersonalDetails, field = 'password'): string {
  const length = Array.from(password).length;
  if (length === 0) throw AppError.invalid(field, 'Password is required');
  if (length < passwordMinLength) {
    throw AppError.invalid(field, `Password must be at least ${passwordMinLength} characters.`);
  }
  if (length > passwordMaxLength) {
    throw AppError.invalid(field, `Password must be at most ${passwordMaxLength} characters.`);
  }
  if (isPersonal(password, personal)) {
    throw AppError.invalid(field, 'Password must not be your email, phone number or user ID.');
  }
  if (isCommonPassword(password)) {
    throw AppError.invalid(field, 'This password is too common. Choose a less predictable one.');
  }
  return password;
}

function isPersonal(password: string, { email, phone, userId }: PersonalDetails): boolean {
  const lower = password.trim().toLowerCase();
  const digits = lower.replace(/[\s\-.()+]/g, '');
  const taken = [email, email?.split('@')[0], userId].filter((value): value is string => Boolean(value));
  if (taken.some((value) => value.toLowerCase() === lower)) return true;
  if (phone) {
    const phoneDigits = phone.replace(/^\+/, '');
    // The whole number, with or without the country code of up to three digits.
    if (
      digits === phoneDigits ||
      (digits.length >= 6 && phoneDigits.endsWith(digits) && phoneDigits.length - digits.length <= 3)
    ) {
      return true;
    }
  }
  return false;
}
