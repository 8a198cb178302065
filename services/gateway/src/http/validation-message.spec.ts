import { describe, expect, it } from 'vitest';
import { describeValidationIssue } from './validation-message.js';

describe('describeValidationIssue', () => {
  it('names a missing field', () => {
    expect(
      describeValidationIssue(
        { keyword: 'required', instancePath: '', params: { missingProperty: 'email' } },
        'body',
      ),
    ).toEqual({ field: 'email', detail: 'email is required' });
  });

  it('names a field of the wrong type or length', () => {
    expect(
      describeValidationIssue({ keyword: 'type', instancePath: '/otp', params: { type: 'string' } }, 'body'),
    ).toEqual({ field: 'otp', detail: 'otp must be a string' });
    expect(
      describeValidationIssue(
        { keyword: 'maxLength', instancePath: '/full_name', params: { limit: 100 } },
        'body',
      ),
    ).toEqual({ field: 'full_name', detail: 'full_name must be at most 100 characters' });
  });

  it('falls back to the request part when the whole body is wrong', () => {
    expect(
      describeValidationIssue({ keyword: 'type', instancePath: '', params: { type: 'object' } }, 'body')
        .field,
    ).toBe('body');
  });
});
