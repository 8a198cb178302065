import { describe, expect, it } from 'vitest';
import { supportReach } from './support-reach.fns';

describe('supportReach', () => {
  it('names only the channels the contact page links', () => {
    expect(supportReach({ email: 'help@example.com', whatsapp: '+919812345678' })).toBe(
      'by email or WhatsApp',
    );
    expect(supportReach({ email: 'help@example.com', whatsapp: null })).toBe('by email');
    expect(supportReach({ email: 'help@example.com', whatsapp: '12' })).toBe('by email');
    expect(supportReach({ email: 'not an address', whatsapp: '+919812345678' })).toBe('on WhatsApp');
    expect(supportReach({ email: '', whatsapp: null })).toBe('');
    expect(supportReach(undefined)).toBe('');
  });
});
