import { describe, expect, it } from 'vitest';
import { generateOtpCode, hashOtp, isOtpShaped, otpHashesMatch, otpMessageText } from './otp.fns.js';

const secret = 's'.repeat(32);

describe('one-time codes', () => {
  it('are 4 digits, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 20_000 }, generateOtpCode);
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(8_000);
  });

  it('are stored as an HMAC bound to the account and the purpose, never in clear', () => {
    const stored = hashOtp(secret, 'AB12CD34', 'register', '0420');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain('0420');
    expect(otpHashesMatch(stored, hashOtp(secret, 'AB12CD34', 'register', '0420'))).toBe(true);
    expect(otpHashesMatch(stored, hashOtp(secret, 'AB12CD35', 'register', '0420'))).toBe(false);
    expect(otpHashesMatch(stored, hashOtp(secret, 'AB12CD34', 'register', '0421'))).toBe(false);
    expect(otpHashesMatch(stored, hashOtp('t'.repeat(32), 'AB12CD34', 'register', '0420'))).toBe(false);
    expect(otpHashesMatch(stored, 'abc')).toBe(false);
  });

  it('must look like 4 digits before they are even checked', () => {
    expect(isOtpShaped('0420')).toBe(true);
    for (const bad of ['420', '04200', 'abcd', '04 2', '']) expect(isOtpShaped(bad)).toBe(false);
  });

  it('are sent in a message that says how long they last', () => {
    expect(otpMessageText('1234')).toBe('Your SiteSage code is 1234. It expires in 10 minutes.');
  });
});
