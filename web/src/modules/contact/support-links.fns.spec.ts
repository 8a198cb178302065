import { describe, expect, it } from 'vitest';
import { mailtoHref, whatsappHref } from './support-links.fns';

describe('mailtoHref', () => {
  it('links to a configured address', () => {
    expect(mailtoHref(' support@sitesage.example ')).toBe('mailto:support@sitesage.example');
  });

  it('gives no link for something that is not an address', () => {
    expect(mailtoHref('')).toBeNull();
    expect(mailtoHref('support')).toBeNull();
    expect(mailtoHref('support@localhost')).toBeNull();
    expect(mailtoHref('a b@example.com')).toBeNull();
  });
});

describe('whatsappHref', () => {
  it('keeps only the digits of the international number', () => {
    expect(whatsappHref('+91 98123-45678')).toBe('https://wa.me/919812345678');
    expect(whatsappHref('+919812345678')).toBe('https://wa.me/919812345678');
  });

  it('gives no link without a usable number', () => {
    expect(whatsappHref(null)).toBeNull();
    expect(whatsappHref('')).toBeNull();
    expect(whatsappHref('+91 123')).toBeNull();
    expect(whatsappHref('1234567890123456')).toBeNull();
  });
});
