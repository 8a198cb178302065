import { describe, expect, it } from 'vitest';
import { internationalPhone, validateRegister, type RegisterValues } from './register-validation';

const valid: RegisterValues = {
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  dialCode: '+91',
  phone: '98765 43210',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptTerms: true,
};

describe('internationalPhone', () => {
  it('joins the dial code and the digits, without spaces or hyphens', () => {
    expect(internationalPhone('+91', '98765 43210')).toBe('+919876543210');
    expect(internationalPhone('+1', '415-555-0134')).toBe('+14155550134');
  });

  it('keeps a number typed with its own country code (the "Other" choice)', () => {
    expect(internationalPhone('', '+353 85 123 4567')).toBe('+353851234567');
  });
});

describe('validateRegister', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('asks for every missing field with the messages of the spec', () => {
    expect(
      validateRegister({
        fullName: ' ',
        email: '',
        dialCode: '+91',
        phone: '',
        password: '',
        confirmPassword: '',
        acceptTerms: false,
      }),
    ).toEqual({
      fullName: 'Name is required',
      email: 'Enter a valid email address',
      phone: 'Phone number is required',
      password: 'Password must be at least 6 characters.',
      confirmPassword: 'Passwords do not match.',
      acceptTerms: 'Please accept the Terms & Conditions to continue.',
    });
  });

  it('rejects a malformed email', () => {
    expect(validateRegister({ ...valid, email: 'asha@example' }).email).toBe('Enter a valid email address');
  });

  it('rejects a password shorter than 6 characters', () => {
    expect(validateRegister({ ...valid, password: 'abc12', confirmPassword: 'abc12' }).password).toBe(
      'Password must be at least 6 characters.',
    );
  });

  it('rejects a confirmation that differs', () => {
    expect(validateRegister({ ...valid, confirmPassword: 'secret2' }).confirmPassword).toBe(
      'Passwords do not match.',
    );
  });

  it('asks for the country code when "Other" is chosen and the number has none', () => {
    expect(validateRegister({ ...valid, dialCode: '', phone: '851234567' }).phone).toBe(
      'Please enter a valid phone number with country code',
    );
    expect(validateRegister({ ...valid, dialCode: '', phone: '+353 85 123 4567' }).phone).toBeUndefined();
  });

  it('rejects letters and numbers too short to be real', () => {
    expect(validateRegister({ ...valid, phone: '98765abc' }).phone).toBe(
      'Please enter a valid phone number with country code',
    );
    expect(validateRegister({ ...valid, phone: '123' }).phone).toBe(
      'Please enter a valid phone number with country code',
    );
  });
});
