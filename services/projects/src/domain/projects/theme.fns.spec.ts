import { describe, expect, it } from 'vitest';
import { AppError } from '@sitesage/errors';
import { defaultTheme, normaliseHexColour, themeFromStored, validateThemePatch } from './theme.fns.js';

function refusal(patch: Parameters<typeof validateThemePatch>[0]) {
  try {
    validateThemePatch(patch);
  } catch (error) {
    if (error instanceof AppError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('colours', () => {
  it('are stored as six-digit upper-case hex, from #abc or #aabbcc in any case', () => {
    expect(normaliseHexColour('#abc')).toBe('#AABBCC');
    expect(normaliseHexColour(' #a1B2c3 ')).toBe('#A1B2C3');
    expect(normaliseHexColour('#FFF')).toBe('#FFFFFF');
  });

  it.each([
    '#fff;background:url(//evil.test)',
    'red',
    '#12345',
    '#1234567',
    'abc',
    '#ggg',
    'rgb(0,0,0)',
    '',
    '#abcd',
  ])('refuse %j', (input) => {
    expect(normaliseHexColour(input)).toBeUndefined();
  });
});

describe('validateThemePatch', () => {
  it('keeps only the fields sent, normalised', () => {
    expect(validateThemePatch({})).toEqual({});
    expect(
      validateThemePatch({ position: ' Top-Right ', button_color: '#0af', width: 240, height: 900 }),
    ).toEqual({
      position: 'top-right',
      button_color: '#00AAFF',
      width: 240,
      height: 900,
    });
    expect(validateThemePatch({ button_text: '  Talk to us ' })).toEqual({ button_text: 'Talk to us' });
  });

  it('names the field of every refusal', () => {
    expect(refusal({ text_color: 'white' })).toEqual({
      field: 'theme.text_color',
      message: 'Text colour must be a hex colour such as #383A9E.',
    });
    expect(refusal({ width: 800.5 })).toEqual({
      field: 'theme.width',
      message: 'Width must be between 240 and 800 pixels.',
    });
    expect(refusal({ height: 0 })).toEqual({
      field: 'theme.height',
      message: 'Height must be between 320 and 900 pixels.',
    });
    expect(refusal({ position: 'center' }).field).toBe('theme.position');
    expect(refusal({ button_text: 'x'.repeat(25) }).field).toBe('theme.button_text');
    expect(refusal({ button_text: 'a\u0000b' }).message).toBe(
      'Button text cannot contain control characters.',
    );
  });
});

describe('themeFromStored', () => {
  it('fills what an older or damaged row lacks with the defaults', () => {
    expect(themeFromStored(null)).toEqual(defaultTheme);
    expect(themeFromStored({ button_color: '#123456', width: 9999, text_color: 'javascript:' })).toEqual({
      ...defaultTheme,
      button_color: '#123456',
    });
  });
});
