import { describe, expect, it } from 'vitest';
import { isAppError } from './app-error.js';
import { fieldWithNul, refuseNulText } from './nul-text.js';

describe('fieldWithNul', () => {
  it('names the first text holding a NUL, however deep', () => {
    expect(fieldWithNul({ prompt: 'a\u0000b' })).toBe('prompt');
    expect(fieldWithNul({ theme: { button: { button_text: '\u0000' } } })).toBe('theme.button.button_text');
    expect(fieldWithNul([{ url: 'https://a.com/' }, { url: 'https://b.com/\u0000' }])).toBe('1.url');
    expect(fieldWithNul('x\u0000', 'search')).toBe('search');
  });

  it('passes clean text, numbers, booleans, null and byte buffers', () => {
    expect(fieldWithNul({ a: 'plain', b: 1, c: true, d: null, e: ['x'] })).toBeUndefined();
    expect(fieldWithNul({ data: Buffer.from([0, 0, 0]) })).toBeUndefined();
    expect(fieldWithNul(undefined)).toBeUndefined();
  });
});

describe('refuseNulText', () => {
  it('throws INVALID_ARGUMENT naming the field', () => {
    let caught: unknown;
    try {
      refuseNulText({ title: 'Docs\u0000' }, 'body');
    } catch (error) {
      caught = error;
    }
    expect(isAppError(caught) && caught.code).toBe('INVALID_ARGUMENT');
    expect(isAppError(caught) && caught.field).toBe('title');
    expect((caught as Error).message).toBe('title must not contain a NUL character');
  });

  it('names the part itself when the whole value is the text', () => {
    expect(() => {
      refuseNulText('\u0000', 'query');
    }).toThrow('query must not contain a NUL character');
  });
});
