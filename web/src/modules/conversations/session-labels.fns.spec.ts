import { describe, expect, it } from 'vitest';
import { acceptsReplies, visitorContact, visitorName } from './session-labels.fns';

describe('session labels', () => {
  it("calls a visitor without a name 'Anonymous visitor'", () => {
    expect(visitorName({ name: '  ' })).toBe('Anonymous visitor');
    expect(visitorName({ name: 'Ravi' })).toBe('Ravi');
  });

  it('joins the contact details the visitor gave', () => {
    expect(visitorContact({ email: 'a@b.test', phone: '+9198' })).toBe('a@b.test · +9198');
    expect(visitorContact({ email: '', phone: '+9198' })).toBe('+9198');
    expect(visitorContact({ email: '', phone: '' })).toBe('');
  });

  it('lets the owner reply only to WhatsApp conversations', () => {
    expect(acceptsReplies({ source: 'whatsapp' })).toBe(true);
    expect(acceptsReplies({ source: 'embedded_widget' })).toBe(false);
    expect(acceptsReplies(undefined)).toBe(false);
  });
});
