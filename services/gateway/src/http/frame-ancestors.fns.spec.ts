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
});
