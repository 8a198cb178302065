import { describe, expect, it } from 'vitest';
import { frameAncestorsFor } from './frame-ancestors.fns.js';

describe('frameAncestorsFor', () => {
  it("lets SiteSage and the agent's allowed websites frame the chat, over https or http", () => {
    expect(
      frameAncestorsFor({
        allowedHosts: ['shop.test', '*.shop.test', '127.0.0.1:8081'],
        allowLocalhost: false,
      }),
    ).toEqual([
      "'self'",
      'https://shop.test',
      'http://shop.test',
      'https://*.shop.test',
      'http://*.shop.test',
      'https://127.0.0.1:8081',
      'http://127.0.0.1:8081',
    ]);
  });

  it('adds localhost and 127.0.0.1 on any port when testing there is allowed', () => {
    expect(frameAncestorsFor({ allowedHosts: ['shop.test'], allowLocalhost: true })).toEqual([
      "'self'",
      'https://shop.test',
      'http://shop.test',
      'http://localhost:*',
      'https://localhost:*',
      'http://127.0.0.1:*',
      'https://127.0.0.1:*',
    ]);
  });

  it('allows any page when the agent has no allowed websites', () => {
    expect(frameAncestorsFor({ allowedHosts: [], allowLocalhost: false })).toEqual(['*']);
  });

  it('leaves out a stored entry that is not a plain host name', () => {
    for (const stored of [
      '*',
      'a.com;report-uri /x',
      "a.com 'unsafe-inline'",
      'a%20b.com',
      'my_shop.test',
      '[::1]:8080',
      'shop.*.test',
      'https://a.com',
    ]) {
      expect(frameAncestorsFor({ allowedHosts: [stored], allowLocalhost: false }), stored).toEqual([
        "'self'",
      ]);
    }
  });
});
