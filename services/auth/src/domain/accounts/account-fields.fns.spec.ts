import { describe, expect, it } from 'vitest';
import {
  generateUserId,
  maskPhone,
  normalizePhone,
  normalizeUserId,
  nationalPhoneCandidates,
  parseLoginIdentifier,
  validateAvatar,
  validateEmail,
  validateFullName,
  validatePhone,
} from './account-fields.fns.js';

const fieldError = (field: string, message: string) => ({ code: 'INVALID_ARGUMENT', field, message });

/** The error a call throws (undefined if it returns). */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('user ids', () => {
  it('are 8 upper-case Crockford characters without I, L, O or U, and do not repeat', () => {
    const ids = Array.from({ length: 5000 }, generateUserId);
    for (const id of ids) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Every character of the alphabet shows up: the draw is not biased to a subset.
    expect(new Set(ids.join('')).size).toBe(32);
  });

  it('match whatever case a person types, and forgive O/0 and I/L/1 mix-ups', () => {
    expect(normalizeUserId('ab12cd34')).toBe('AB12CD34');
    expect(normalizeUserId(' ab12-cd34 ')).toBe('AB12CD34');
    expect(normalizeUserId('OL1ICD34')).toBe('0111CD34');
    expect(normalizeUserId('AB12CD3')).toBeUndefined();
    expect(normalizeUserId('AB12CD3U')).toBeUndefined();
    expect(normalizeUserId('me@x.io')).toBeUndefined();
  });
});

describe('phone numbers', () => {
  it('are E.164 after dropping spaces, hyphens, dots and parentheses', () => {
    expect(normalizePhone('+91 98765-43210')).toBe('+919876543210');
    expect(normalizePhone('+1 (415) 555.0100')).toBe('+14155550100');
    expect(normalizePhone('+4420 7946 0958')).toBe('+442079460958');
  });

  it('must carry a country code and a plausible length', () => {
    for (const bad of ['9876543210', '+0123456789', '+12345', '+1234567890123456', '+91 98765 4321x', '']) {
      expect(normalizePhone(bad), bad).toBeUndefined();
    }
    expect(thrown(() => validatePhone('98765 43210'))).toMatchObject(
      fieldError('phone', 'Please enter a valid phone number with country code'),
    );
    expect(thrown(() => validatePhone('  '))).toMatchObject(fieldError('phone', 'Phone is required'));
  });

  it('are masked in logs', () => {
    expect(maskPhone('+919876543210')).toBe('+91********10');
  });
});

describe('names and emails', () => {
  it('trims the name and bounds it to 1–100 characters', () => {
    expect(validateFullName('  Asha Rao ')).toBe('Asha Rao');
    expect(thrown(() => validateFullName('   '))).toMatchObject(fieldError('full_name', 'Name is required'));
    expect(thrown(() => validateFullName('x'.repeat(101)))).toMatchObject(
      fieldError('full_name', 'Name must be at most 100 characters'),
    );
    expect(validateFullName('é'.repeat(100))).toHaveLength(100);
    expect(thrown(() => validateFullName('Asha\nRao'))).toMatchObject({ field: 'full_name' });
  });

  it('lower-cases emails and refuses malformed ones', () => {
    expect(validateEmail(' Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
    for (const bad of [
      'asha',
      'asha@',
      '@example.com',
      'asha@example',
      'a b@example.com',
      `${'a'.repeat(250)}@x.io`,
    ]) {
      expect(
        thrown(() => validateEmail(bad)),
        bad,
      ).toMatchObject(fieldError('email', 'Enter a valid email address'));
    }
    expect(thrown(() => validateEmail(''))).toMatchObject(fieldError('email', 'Email is required'));
  });
});

describe('login identifiers', () => {
  it('tell a user id, an email and a phone number apart and normalise each', () => {
    expect(parseLoginIdentifier('ab12cd34')).toEqual({ kind: 'user_id', value: 'AB12CD34' });
    expect(parseLoginIdentifier(' Asha@Example.com')).toEqual({ kind: 'email', value: 'asha@example.com' });
    expect(parseLoginIdentifier('+91 98765 43210')).toEqual({ kind: 'phone', value: '+919876543210' });
    expect(parseLoginIdentifier('Somebody Else')).toEqual({ kind: 'unknown', value: 'somebody else' });
    expect(parseLoginIdentifier('Somebody')).toEqual({ kind: 'user_id', value: 'S0MEB0DY' });
  });

  it('read digits without a "+" as a national phone number', () => {
    expect(parseLoginIdentifier('98005 51638')).toEqual({ kind: 'national_phone', value: '9800551638' });
    expect(parseLoginIdentifier('07700-900123')).toEqual({ kind: 'national_phone', value: '07700900123' });
    expect(parseLoginIdentifier('12345')).toEqual({ kind: 'unknown', value: '12345' });
  });
});

describe('national phone candidates', () => {
  it("are the number under every country code, with and without a trunk '0', only as valid E.164", () => {
    const candidates = nationalPhoneCandidates('07700900123');
    expect(candidates).toContain('+447700900123');
    expect(candidates).toContain('+9107700900123');
    expect(candidates.every((phone) => /^\+[1-9]\d{6,14}$/.test(phone))).toBe(true);
    expect(nationalPhoneCandidates('9800551638')).toContain('+919800551638');
  });
});

describe('avatars', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64),
  ]);
  const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;

  it('accept small PNG, JPEG, WebP and GIF data URLs, and "" to clear', () => {
    expect(validateAvatar(dataUrl('png', png))).toBe(dataUrl('png', png));
    expect(validateAvatar(dataUrl('jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])))).toContain(
      'image/jpeg',
    );
    expect(validateAvatar(dataUrl('gif', Buffer.from('GIF89a\x01\x00', 'latin1')))).toContain('image/gif');
    expect(validateAvatar(dataUrl('webp', Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1')))).toContain(
      'webp',
    );
    expect(validateAvatar('')).toBe('');
  });

  it('refuse other types, bytes that do not match the type, and images over 200 KB', () => {
    const big = Buffer.concat([png, Buffer.alloc(200 * 1024)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const bad of [
      dataUrl('svg+xml', svg),
      dataUrl('png', svg),
      dataUrl('png', big),
      'https://example.com/me.png',
      'data:image/png;base64,!!!!',
    ]) {
      expect(thrown(() => validateAvatar(bad))).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'avatar' });
    }
  });
});
