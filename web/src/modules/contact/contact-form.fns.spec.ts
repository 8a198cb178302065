import { describe, expect, it } from 'vitest';
import {
  contactFieldOf,
  contactMessageOf,
  sendFailureMessage,
  validateContactForm,
} from './contact-form.fns';

const valid = { name: 'Asha Rao', email: 'asha@example.com', message: 'Do you support Hindi?' };

describe('validateContactForm', () => {
  it('accepts a filled-in form', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it('asks for every field that is empty or only spaces', () => {
    expect(Object.keys(validateContactForm({ name: ' ', email: '', message: '\n\t' }))).toEqual([
      'name',
      'email',
      'message',
    ]);
  });

  it('refuses a malformed or over-long email address', () => {
    expect(validateContactForm({ ...valid, email: 'asha@' }).email).toMatch(/valid email/);
    expect(validateContactForm({ ...valid, email: 'asha@example' }).email).toMatch(/valid email/);
    expect(
      validateContactForm({ ...valid, email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }).email,
    ).toMatch(/valid email/);
  });

  it('counts characters as people do, up to the limits', () => {
    expect(validateContactForm({ ...valid, name: '😀'.repeat(100) }).name).toBeUndefined();
    expect(validateContactForm({ ...valid, name: 'a'.repeat(101) }).name).toMatch(/at most 100/);
    expect(validateContactForm({ ...valid, message: '😀'.repeat(5000) }).message).toBeUndefined();
    expect(validateContactForm({ ...valid, message: 'a'.repeat(5001) }).message).toMatch(/at most 5000/);
  });
});

describe('contactMessageOf', () => {
  it('sends the fields without surrounding spaces, keeping the lines of the message', () => {
    expect(contactMessageOf({ name: ' Asha ', email: ' asha@example.com ', message: ' Hi\nthere ' })).toEqual(
      {
        name: 'Asha',
        email: 'asha@example.com',
        message: 'Hi\nthere',
      },
    );
  });
});

describe('contactFieldOf', () => {
  it("maps the server's field names onto the form", () => {
    expect(contactFieldOf('full_name')).toBe('name');
    expect(contactFieldOf('email')).toBe('email');
    expect(contactFieldOf('message')).toBe('message');
    expect(contactFieldOf(null)).toBeNull();
    expect(contactFieldOf('other')).toBeNull();
  });
});

describe('sendFailureMessage', () => {
  it("passes the server's reason on", () => {
    expect(
      sendFailureMessage({ status: 429, data: { detail: 'Too many messages. Try again in a minute.' } }),
    ).toBe('Too many messages. Try again in a minute.');
  });

  it('explains a lost connection and a reason-less failure in plain words', () => {
    expect(sendFailureMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatch(
      /could not reach SiteSage.*still here/,
    );
    expect(sendFailureMessage({ status: 500, data: 'Internal Server Error' })).toBe(
      'Your message could not be sent. Please try again in a moment.',
    );
  });
});
