import { describe, expect, it } from 'vitest';
import { chatColours, FALLBACK_COLOURS, safeColour } from './chat-theme.fns';
import { detailsErrors } from './details-form.fns';
import { parentOrigin } from './parent-origin.fns';
import { quickQuestions } from './quick-questions.fns';

describe('detailsErrors', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', phone: '+1 (555) 123-4567' };

  it('accepts complete details', () => {
    expect(detailsErrors(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(detailsErrors({ name: ' ', email: '', phone: '' })).toEqual({
      name: 'Full name is required',
      email: 'Email address is required',
      phone: 'Phone number is required',
    });
  });

  it.each(['555-1234', '+44 20 7946 0958', '(555) 123.4567'])('accepts the phone %s', (phone) => {
    expect(detailsErrors({ ...valid, phone }).phone).toBeUndefined();
  });

  it.each(['12345', '+1 555 CALL NOW', '++15551234567', '1'.repeat(21)])('refuses the phone %s', (phone) => {
    expect(detailsErrors({ ...valid, phone }).phone).toBe('Enter a valid phone number');
  });

  it.each(['ada', 'ada@', 'ada@example', 'a da@example.com'])('refuses the email %s', (email) => {
    expect(detailsErrors({ ...valid, email }).email).toBe('Enter a valid email address');
  });
});

describe('chat colours (SECURITY F2)', () => {
  it('applies only #RRGGBB colours, upper-cased', () => {
    expect(safeColour('#a1b2c3', '#000000')).toBe('#A1B2C3');
    for (const bad of ['#fff', '#fff;background:url(//evil.test)', 'red', 'url(x)', '#12345g', 7, null]) {
      expect(safeColour(bad, '#000000')).toBe('#000000');
    }
  });

  it('falls back to the chat defaults without a theme', () => {
    expect(chatColours(null)).toEqual({
      accent: '#673AB7',
      onAccent: '#FFFFFF',
      botBubble: '#FFECEE',
      background: '#FAFAFA',
    });
    expect(FALLBACK_COLOURS.accent).toBe('#673AB7');
  });
});

describe('quickQuestions', () => {
  it('splits the template messages by comma, trimmed, without blanks', () => {
    expect(quickQuestions(' Pricing?,  Opening hours ,, ,Contact ')).toEqual([
      'Pricing?',
      'Opening hours',
      'Contact',
    ]);
    expect(quickQuestions('')).toEqual([]);
    expect(quickQuestions(null)).toEqual([]);
  });
});

describe('parentOrigin', () => {
  it('prefers the ancestor origin, then the referrer, and is null when neither is a web origin', () => {
    expect(parentOrigin('https://b.test/page', ['https://a.test'])).toBe('https://a.test');
    expect(parentOrigin('https://b.test/page?q=1', undefined)).toBe('https://b.test');
    expect(parentOrigin('', [])).toBeNull();
    expect(parentOrigin('about:blank', ['null'])).toBeNull();
  });
});
