import { randomInt } from 'node:crypto';
import { AppError } from '@sitesage/errors';

/** Crockford base32 without I, L, O and U: easy to read aloud and type. */
export const userIdAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const userIdLength = 8;
const userIdPattern = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** 8 crypto-random Crockford characters: 40 bits, shown upper-case. */
export function generateUserId(): string {
  let id = '';
  for (let i = 0; i < userIdLength; i += 1) id += userIdAlphabet.charAt(randomInt(userIdAlphabet.length));
  return id;
}

/**
 * What a person typed as a user id, as stored: upper-cased, spaces and hyphens dropped, and the
 * letters Crockford reads as digits (O → 0, I and L → 1) mapped. Undefined when it cannot be one.
 */
export function normalizeUserId(input: string): string | undefined {
  const candidate = input.trim().toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return userIdPattern.test(candidate) ? candidate : undefined;
}

export const fullNameMaxLength = 100;

// C0 and C1 control characters (and DEL) have no place in a name shown in the app and in logs.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

/** A person's name as typed into `field`: required, at most 100 characters, no control characters. */
export function validatePersonName(input: string, field: string): string {
  const name = input.trim();
  if (!name) throw AppError.invalid(field, 'Name is required');
  if (Array.from(name).length > fullNameMaxLength) {
    throw AppError.invalid(field, `Name must be at most ${fullNameMaxLength} characters`);
  }
  if (controlCharacters.test(name))
    throw AppError.invalid(field, 'Name contains characters that are not allowed');
  return name;
}

export const validateFullName = (input: string): string => validatePersonName(input, 'full_name');

export const emailMaxLength = 254;
// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is proven elsewhere.
const emailPattern = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

export function normalizeEmail(input: string): string | undefined {
  const email = input.trim().toLowerCase();
  return email.length <= emailMaxLength && emailPattern.test(email) ? email : undefined;
}

export function validateEmail(input: string): string {
  if (!input.trim()) throw AppError.invalid('email', 'Email is required');
  const email = normalizeEmail(input);
  if (!email) throw AppError.invalid('email', 'Enter a valid email address');
  return email;
}

const e164Pattern = /^\+[1-9]\d{6,14}$/;
export const phoneFormatMessage = 'Please enter a valid phone number with country code';

/** E.164 after dropping the spaces, hyphens, dots and parentheses people type; else undefined. */
export function normalizePhone(input: string): string | undefined {
  const phone = input.replace(/[\s\-.()]/g, '');
  return e164Pattern.test(phone) ? phone : undefined;
}

export function validatePhone(input: string): string {
  if (!input.trim()) throw AppError.invalid('phone', 'Phone is required');
  const phone = normalizePhone(input);
  if (!phone) throw AppError.invalid('phone', phoneFormatMessage);
  return phone;
}

/** +919876543210 → +91******10: enough to tell numbers apart in a log, not enough to call one. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 5)}${phone.slice(-2)}`;
}

export type LoginIdentifier =
  | { kind: 'user_id'; value: string }
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  /** Digits without a country code ("9800551638"): the number within the account's own country. */
  | { kind: 'national_phone'; value: string }
  | { kind: 'unknown'; value: string };

const nationalPhonePattern = /^\d{6,14}$/;

/** A phone number typed without its "+" and country code, as its digits; else undefined. */
export function normalizeNationalPhone(input: string): string | undefined {
  const digits = input.replace(/[\s\-.()]/g, '');
  return nationalPhonePattern.test(digits) ? digits : undefined;
}

/**
 * Every E.164 number a national number can be, one per country calling code (1 to 3 digits), with
 * and without one leading trunk "0" ("07700 900123" in the UK is +44 7700 900123). Which country is
 * meant is settled by the account found: a number is the account's own under its own code.
 */
export function nationalPhoneCandidates(national: string): string[] {
  const numbers = new Set([national, national.replace(/^0/, '')]);
  const candidates: string[] = [];
  for (let code = 1; code <= 999; code += 1) {
    for (const number of numbers) {
      const phone = `+${code}${number}`;
      if (e164Pattern.test(phone)) candidates.push(phone);
    }
  }
  return candidates;
}

/**
 * The login field takes the user id, the email or the phone number. Each is normalised the way it
 * is stored; anything else cannot match an account but is still throttled like one.
 */
export function parseLoginIdentifier(input: string): LoginIdentifier {
  const trimmed = input.trim();
  if (trimmed.includes('@')) {
    const email = normalizeEmail(trimmed);
    return email ? { kind: 'email', value: email } : { kind: 'unknown', value: trimmed.toLowerCase() };
  }
  if (trimmed.startsWith('+')) {
    const phone = normalizePhone(trimmed);
    return phone ? { kind: 'phone', value: phone } : { kind: 'unknown', value: trimmed };
  }
  const userId = normalizeUserId(trimmed);
  if (userId) return { kind: 'user_id', value: userId };
  const national = normalizeNationalPhone(trimmed);
  return national
    ? { kind: 'national_phone', value: national }
    : { kind: 'unknown', value: trimmed.toLowerCase() };
}

export const avatarMaxBytes = 200 * 1024;
const avatarMessage = 'Avatar must be a PNG, JPEG, WebP or GIF image of at most 200 KB';
const avatarPattern = /^data:image\/(png|jpeg|webp|gif);base64,([A-Za-z0-9+/]+={0,2})$/;

type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';

/** The first bytes each image type starts with; a data URL whose bytes disagree is refused. */
function hasMagicBytes(type: ImageType, bytes: Buffer): boolean {
  switch (type) {
    case 'png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'jpeg':
      return bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
    case 'gif':
      return ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'));
    case 'webp':
      return (
        bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
        bytes.subarray(8, 12).toString('latin1') === 'WEBP'
      );
  }
}

/** '' clears the avatar; anything else must be a small image data URL whose bytes match its type. */
export function validateAvatar(input: string): string {
  if (input === '') return '';
  // Base64 grows by a third: anything longer than this cannot decode to 200 KB or less.
  if (input.length > Math.ceil(avatarMaxBytes / 3) * 4 + 40) throw AppError.invalid('avatar', avatarMessage);
  const match = avatarPattern.exec(input);
  if (!match) throw AppError.invalid('avatar', avatarMessage);
  const type = match[1] as ImageType;
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  if (bytes.length === 0 || bytes.length > avatarMaxBytes || !hasMagicBytes(type, bytes)) {
    throw AppError.invalid('avatar', avatarMessage);
  }
  return input;
}
