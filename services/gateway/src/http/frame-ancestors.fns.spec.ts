import { describe, expect, it } from 'vitest';
import { frameAncestorsFor } from './frame-ancestors.fns.js';

describe('frameAncestorsFor', () => {
  it("lets SiteSage and the agent's own site and its subdomains frame the chat", () => {
    expect(frameAncestorsFor('https://www.shop.test/')).toEqual([
      "'self'",
      'https://shop.test',
      'https://*.shop.test',
    ]);
  });

  it('keeps a port, and allows https as well for a site named over http', () => {
    expect(frameAncestorsFor('http://127.0.0.1:8081/')).toEqual([
      "'self'",
      'http://127.0.0.1:8081',
      'https://127.0.0.1:8081',
    ]);
  });

  it('allows any page when the agent has no site, and only SiteSage for a malformed one', () => {
    expect(frameAncestorsFor('')).toEqual(['*']);
    expect(frameAncestorsFor('javascript:alert(1)')).toEqual(["'self'"]);
  });

  it('frames nothing but SiteSage for a stored host that is not a plain DNS name', () => {
    for (const stored of [
      'https://a.com;report-uri/',
      'https://*.com/',
      "https://a.com'self'/",
      'https://a%20b.com/',
      'https://my_shop.test/',
      'https://localhost:8080/',
      'http://[::1]:8080/',
    ]) {
      expect(frameAncestorsFor(stored), stored).toEqual(["'self'"]);
    }
  });
});
