import { describe, expect, it } from 'vitest';
import { isAppError } from '@sitesage/errors';
import {
  allowedHostsLimit,
  defaultAllowedHosts,
  normaliseAllowedHost,
  normaliseAllowedHosts,
} from './allowed-hosts.fns.js';

function refusal(run: () => unknown): { field?: string | undefined; message: string } {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('normaliseAllowedHost', () => {
  it.each([
    [' Staging.Shop.Example.com. ', 'staging.shop.example.com'],
    ['*.example.com', '*.example.com'],
    ['shop.test:8080', 'shop.test:8080'],
    ['*.shop.test:8443', '*.shop.test:8443'],
    ['203.0.113.7:3000', '203.0.113.7:3000'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('keeps %s as %s', (input, expected) => {
    expect(normaliseAllowedHost(input)).toBe(expected);
  });

  it.each([
    '*',
    '*.com',
    'shop',
    'https://shop.test',
    'shop.test/path',
    'user@shop.test',
    'shop.*.test',
    '**.shop.test',
    'sh op.test',
    'shop.test;script-src *',
    "shop.test 'unsafe-inline'",
    'shop.test:0',
    'shop.test:65536',
    'shop.test:80:80',
    '*.203.0.113.7',
    '1.2.3',
    '[::1]',
    'my_shop.test',
  ])('refuses %s, naming the field and the entry', (input) => {
    const { field, message } = refusal(() => normaliseAllowedHost(input));
    expect(field).toBe('allowed_hosts');
    expect(message).toContain('is not a website address');
  });

  it('points localhost to its own switch', () => {
    for (const input of ['localhost', 'localhost:3000', 'app.localhost']) {
      expect(refusal(() => normaliseAllowedHost(input)).message).toContain('Allow testing on localhost');
    }
  });
});

describe('normaliseAllowedHosts', () => {
  it('drops empty entries and duplicates, keeping the order', () => {
    expect(normaliseAllowedHosts(['b.test', ' ', 'A.test', 'a.test', 'B.TEST'])).toEqual([
      'b.test',
      'a.test',
    ]);
  });

  it(`allows at most ${allowedHostsLimit} websites`, () => {
    const many = Array.from({ length: allowedHostsLimit + 1 }, (_, index) => `site-${index}.test`);
    expect(normaliseAllowedHosts(many.slice(0, allowedHostsLimit))).toHaveLength(allowedHostsLimit);
    expect(refusal(() => normaliseAllowedHosts(many))).toEqual({
      field: 'allowed_hosts',
      message: `At most ${allowedHostsLimit} websites can be allowed.`,
    });
  });
});

describe('defaultAllowedHosts', () => {
  it("is the agent's own site without www., with its subdomains and port", () => {
    expect(defaultAllowedHosts('https://www.shop.test/help')).toEqual(['shop.test', '*.shop.test']);
    expect(defaultAllowedHosts('http://docs.shop.test:8081/')).toEqual([
      'docs.shop.test:8081',
      '*.docs.shop.test:8081',
    ]);
    expect(defaultAllowedHosts('http://127.0.0.1:8081/')).toEqual(['127.0.0.1:8081']);
  });

  it('is empty without a site, or for a stored site that is no plain host name', () => {
    expect(defaultAllowedHosts('')).toEqual([]);
    expect(defaultAllowedHosts('https://a.com;report-uri/')).toEqual([]);
  });
});
