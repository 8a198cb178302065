import type { DialCode } from './dial-codes';

export type RegisterValues = {
  fullName: string;
  email: string;
  dialCode: DialCode;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

export type RegisterField = keyof RegisterValues;

export type RegisterErrors = Partial<Record<RegisterField, string>>;

/** In the order the fields appear, for focusing the first one that needs attention. */
export const REGISTER_FIELDS: readonly RegisterField[] = [
  'fullName',
  'email',
  'dialCode',
  'phone',
  'password',
  'confirmPassword',
  'acceptTerms',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// E.164: a plus, a country code that does not start with 0, at most 15 digits in all.
const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/;
export const MIN_PASSWORD_LENGTH = 6;

/**
 * The number as sent to the server: dial code and digits, without spaces or hyphens
 * ("+91 98765-43210" → "+919876543210"). A number typed with its own leading + keeps its code,
 * which is how "Other" works.
 */
export function internationalPhone(dialCode: DialCode, phone: string): string {
  const compact = phone.replace(/[\s-]/g, '');
  return compact.startsWith('+') ? compact : `${dialCode}${compact}`;
}

export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (values.fullName.trim() === '') errors.fullName = 'Name is required';
  if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  if (values.phone.trim() === '') {
    errors.phone = 'Phone number is required';
  } else if (!INTERNATIONAL_PHONE.test(internationalPhone(values.dialCode, values.phone))) {
    errors.phone = 'Please enter a valid phone number with country code';
  }
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = 'Password must be at least 6 characters.';
  }
  if (values.confirmPassword === '' || values.confirmPassword !== values.password) {
    errors.confirmPassword = 'Passwords do not match.';
  }
  if (!values.acceptTerms) errors.acceptTerms = 'Please accept the Terms & Conditions to continue.';
  return errors;
}
