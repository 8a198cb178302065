import { describe, expect, it } from 'vitest';
import { parseLoginIdentifier } from './account-fields.fns.js';
import { loginSubject } from './login-subject.fns.js';

describe('the sign-in throttle subject', () => {
  it('is the account for its user id, email and phone alike', () => {
    const subjects = ['ab12-cd34', 'Asha@Example.com', '+91 98765 43210'].map((typed) =>
      loginSubject(parseLoginIdentifier(typed), 'AB12CD34'),
    );
    expect(new Set(subjects)).toEqual(new Set(['account:AB12CD34']));
  });

  it('is the identifier as normalised when it names no account', () => {
    expect(loginSubject(parseLoginIdentifier('zz-zz-zz-zz'), undefined)).toBe('account:ZZZZZZZZ');
    expect(loginSubject(parseLoginIdentifier(' Nobody@Example.com '), undefined)).toBe(
      'email:nobody@example.com',
    );
    expect(loginSubject(parseLoginIdentifier('+1 555 000-1111'), undefined)).toBe('phone:+15550001111');
    expect(loginSubject(parseLoginIdentifier('Not An Id'), undefined)).toBe('unknown:not an id');
  });
});
