import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './common-passwords.fns.js';
import { checkPasswordPolicy } from './password-policy.fns.js';

const personal = { email: 'asha.rao@example.com', phone: '+919876543210', userId: 'AB12CD34' };
const refusedWith = (message: string, field = 'password') => ({ code: 'INVALID_ARGUMENT', field, message });

/** The error a call throws (undefined if it returns). */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

const sixtyFour = 'the tide came in over the mudflats while herons waited by the pier 7';

describe('password policy', () => {
  it("keeps the spec's 6-character minimum and a 128-character maximum", () => {
    expect(thrown(() => checkPasswordPolicy('', personal))).toMatchObject(
      refusedWith('Password is required'),
    );
    expect(thrown(() => checkPasswordPolicy('kq7#v', personal))).toMatchObject(
      refusedWith('Password must be at least 6 characters.'),
    );
    expect(thrown(() => checkPasswordPolicy('kq7#vz', personal))).toBeUndefined();
    expect(thrown(() => checkPasswordPolicy('x9'.repeat(64) + 'y', personal))).toMatchObject(
      refusedWith('Password must be at most 128 characters.'),
    );
  });

  it('accepts long passphrases and asks for no character classes', () => {
    for (const ok of [
      'correct horse battery staple',
      'mangoes in the monsoon rain',
      'a'.repeat(3) + 'zqvnwk',
      sixtyFour,
    ]) {
      expect(
        thrown(() => checkPasswordPolicy(ok, personal)),
        ok,
      ).toBeUndefined();
    }
  });

  it('refuses common passwords and their obvious variants', () => {
    const common = [
      'password',
      'Password1',
      'PASSWORD123',
      'p@ssw0rd',
      'passw0rd!',
      'qwerty2024',
      'iloveyou',
      'iloveyou99',
      'letmein!',
      '123456',
      '12345678',
      '987654',
      '111111',
      'aaaaaaaa',
      '121212',
      'abcabc',
      'abcdef',
      'qwertyuiop',
      '1qaz2wsx',
      'zxcvbnm',
      'asdfgh',
      'admin@123',
      'sitesage',
      'sitesage2025',
      '19871987',
    ];
    for (const password of common) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(
        thrown(() => checkPasswordPolicy(password, personal)),
        password,
      ).toMatchObject(refusedWith('This password is too common. Choose a less predictable one.'));
    }
  });

  it('uses a list of tens of thousands of breached passwords', () => {
    expect(commonPasswordCount).toBeGreaterThan(40_000);
  });

  it('does not mistake unusual passwords for common ones', () => {
    for (const password of ['tamarind-kite-42', 'Vq8#mZ2!', 'river0stone', 'bhindi masala 7']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it("refuses the account's own email, phone number or user id, and names the field", () => {
    const own = 'Password must not be your email, phone number or user ID.';
    expect(thrown(() => checkPasswordPolicy('Asha.Rao@example.com', personal))).toMatchObject(
      refusedWith(own),
    );
    expect(thrown(() => checkPasswordPolicy('+919876543210', personal))).toMatchObject(refusedWith(own));
    expect(thrown(() => checkPasswordPolicy('9876543210', personal))).toMatchObject(refusedWith(own));
    expect(thrown(() => checkPasswordPolicy('ab12cd34', personal, 'new_password'))).toMatchObject(
      refusedWith(own, 'new_password'),
    );
  });
});
