import { describe, expect, it } from 'vitest';
import { chatFraming, mayShowChat } from './allowed-page.fns.js';

const SITESAGE = 'https://app.sitesage.test';
const framing = { hosts: ['shop.test', '*.shop.test', 'staging.acme.test:8080'], localhost: false };
const on = (url: string, rules = framing) => mayShowChat(new URL(url), rules, SITESAGE);

describe('mayShowChat', () => {
  it('allows the listed websites, over https or http, on their default port', () => {
    expect(on('https://shop.test/pricing')).toBe(true);
    expect(on('http://shop.test/')).toBe(true);
    expect(on('https://www.shop.test/')).toBe(true);
    expect(on('https://a.b.shop.test/')).toBe(true);
    expect(on('http://staging.acme.test:8080/')).toBe(true);
  });

  it('refuses other websites, look-alikes, other ports and other schemes', () => {
    expect(on('https://evil.test/')).toBe(false);
    expect(on('https://notshop.test/')).toBe(false);
    expect(on('https://shop.test.evil.test/')).toBe(false);
    expect(on('https://shop.test:8443/')).toBe(false);
    expect(on('http://staging.acme.test/')).toBe(false);
    expect(on('file:///home/me/shop.test/index.html')).toBe(false);
  });

  it('allows localhost and 127.0.0.1 on any port only with the localhost switch', () => {
    expect(on('http://localhost:3000/')).toBe(false);
    expect(on('http://127.0.0.1:5173/')).toBe(false);
    const testing = { ...framing, localhost: true };
    expect(on('http://localhost:3000/', testing)).toBe(true);
    expect(on('http://127.0.0.1:5173/', testing)).toBe(true);
    expect(on('https://evil.test/', testing)).toBe(false);
  });

  it("always allows SiteSage's own pages, and any page when the agent lists no website", () => {
    expect(on(`${SITESAGE}/demo/abc`)).toBe(true);
    expect(on('https://anywhere.test/', { hosts: [], localhost: false })).toBe(true);
  });
});

describe('chatFraming', () => {
  it('keeps only text entries and a true switch from the untrusted answer', () => {
    expect(chatFraming({ allowed_hosts: ['shop.test', 7, null], allow_localhost: 'yes' })).toEqual({
      hosts: ['shop.test'],
      localhost: false,
    });
    expect(chatFraming({})).toEqual({ hosts: [], localhost: false });
  });
});
