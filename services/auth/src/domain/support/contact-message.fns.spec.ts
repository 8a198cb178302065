import { describe, expect, it } from 'vitest';
import { contactMessageMaxLength, validateContactMessage } from './contact-message.fns.js';

const valid = { name: 'Asha Rao', email: 'Asha@Example.COM', message: 'Do you support Hindi?' };

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as { field?: string }).field;
  }
  return undefined;
}

describe('validateContactMessage', () => {
  it('keeps the message as written, with the email lower-cased and spaces trimmed', () => {
    expect(
      validateContactMessage({ ...valid, name: '  Asha   Rao ', message: ' Line one\r\nLine two ' }),
    ).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      message: 'Line one\nLine two',
    });
  });

  it('refuses an empty field, naming it', () => {
    expect(fieldOf(() => validateContactMessage({ ...valid, name: ' ' }))).toBe('name');
    expect(fieldOf(() => validateContactMessage({ ...valid, email: '' }))).toBe('email');
    expect(fieldOf(() => validateContactMessage({ ...valid, message: '\n\t ' }))).toBe('message');
  });

  it('refuses a malformed email and an over-long message', () => {
    expect(fieldOf(() => validateContactMessage({ ...valid, email: 'asha@' }))).toBe('email');
    const long = 'a'.repeat(contactMessageMaxLength + 1);
    expect(fieldOf(() => validateContactMessage({ ...valid, message: long }))).toBe('message');
    expect(
      validateContactMessage({ ...valid, message: 'a'.repeat(contactMessageMaxLength) }).message,
    ).toHaveLength(contactMessageMaxLength);
  });

  it('drops control characters that could forge lines in a terminal or a log', () => {
    expect(validateContactMessage({ ...valid, message: 'hi\u001b[2Jthere\u0007' }).message).toBe(
      'hi[2Jthere',
    );
  });
});
