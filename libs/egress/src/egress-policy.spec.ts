import { describe, expect, it } from 'vitest';
import { loadConfig } from '@sitesage/config';
import { EgressError } from './egress-error.js';
import { createEgressPolicy, egressVariables, isAllowListed, parseAllowHosts } from './egress-policy.js';
import { checkTarget, type FetchTarget } from './safe-fetch.js';

const strict = createEgressPolicy();

/** The EgressError reason checkTarget refuses a URL with, or the target it accepts. */
function judge(url: string, policy = strict): string | FetchTarget {
  try {
    return checkTarget(new URL(url), policy);
  } catch (error) {
    if (error instanceof EgressError) return error.reason;
    throw error;
  }
}

describe('CRAWL_ALLOW_HOSTS', () => {
  it('parses host and host:port entries, normalising the host', () => {
    expect(parseAllowHosts(' 127.0.0.1:8080, Fixture.Test ,[::1]:9000,localhost.,')).toEqual([
      { host: '127.0.0.1', port: 8080 },
      { host: 'fixture.test', port: undefined },
      { host: '[::1]', port: 9000 },
      { host: 'localhost', port: undefined },
    ]);
  });

  it('is empty, so nothing is exempt, when unset', () => {
    expect(loadConfig({ egress: egressVariables }, {}).egress.allowHosts).toEqual([]);
  });

  it('refuses malformed entries at start-up', () => {
    for (const bad of ['http://x.test', 'user@x.test', 'x.test:99999', 'x.test/path', 'a b']) {
      expect(() => loadConfig({ egress: egressVariables }, { CRAWL_ALLOW_HOSTS: bad }), bad).toThrow(
        /CRAWL_ALLOW_HOSTS/,
      );
    }
  });

  it('matches a host on its port only, or on any port without one', () => {
    const policy = createEgressPolicy({ allowHosts: '127.0.0.1:8080,fixture.test' });
    expect(isAllowListed(policy, '127.0.0.1', 8080)).toBe(true);
    expect(isAllowListed(policy, '127.0.0.1', 8081)).toBe(false);
    expect(isAllowListed(policy, 'fixture.test', 1234)).toBe(true);
    expect(isAllowListed(policy, 'sub.fixture.test', 80)).toBe(false);
  });
});

describe('checkTarget (before any socket opens)', () => {
  it.each([
    ['http://127.0.0.1/', 'blocked_address'],
    ['http://2130706433/', 'blocked_address'],
    ['http://0x7f.1/', 'blocked_address'],
    ['http://0177.0.0.1/', 'blocked_address'],
    ['http://①②⑦.0.0.1/', 'blocked_address'],
    ['http://127.0.0.1\\@public.test/', 'blocked_address'],
    ['http://127.1/', 'blocked_address'],
    ['http://0/', 'blocked_address'],
    ['http://10.0.0.10/', 'blocked_address'],
    ['http://0xa.0.0.10/', 'blocked_address'],
    ['http://169.254.169.254/latest/meta-data/', 'blocked_address'],
    ['http://100.100.100.200/', 'blocked_address'],
    ['http://[::1]/', 'blocked_address'],
    ['http://[::]/', 'blocked_address'],
    ['http://[::ffff:127.0.0.1]/', 'blocked_address'],
    ['http://[::ffff:7f00:1]/', 'blocked_address'],
    ['http://[64:ff9b::7f00:1]/', 'blocked_address'],
    ['http://[2002:7f00:1::]/', 'blocked_address'],
    ['http://[fe80::1]/', 'blocked_address'],
    ['http://[fd00:ec2::254]/', 'blocked_address'],
    ['http://localhost/', 'blocked_address'],
    ['http://LOCALHOST./', 'blocked_address'],
    ['http://x.localhost/', 'blocked_address'],
    ['http://public.test@127.0.0.1/', 'invalid_url'],
    ['https://user:pass@example.com/', 'invalid_url'],
    ['http://example.com:6379/', 'blocked_port'],
    ['http://example.com:22/', 'blocked_port'],
    ['https://example.com:11211/', 'blocked_port'],
    ['http://127.0.0.1:8080/', 'blocked_port'],
    ['file:///etc/passwd', 'not_allowed_scheme'],
    ['gopher://127.0.0.1:6379/_INFO', 'not_allowed_scheme'],
    ['ftp://example.com/', 'not_allowed_scheme'],
    ['data:text/html,hi', 'not_allowed_scheme'],
    ['javascript:alert(1)', 'not_allowed_scheme'],
  ])('refuses %s: %s', (url, reason) => {
    expect(judge(url)).toBe(reason);
  });

  it('accepts public hosts on the standard ports', () => {
    expect(judge('https://example.com/')).toEqual({ host: 'example.com', port: 443, allowListed: false });
    expect(judge('http://example.com:443/x')).toEqual({ host: 'example.com', port: 443, allowListed: false });
    expect(judge('http://93.184.216.34/')).toEqual({ host: '93.184.216.34', port: 80, allowListed: false });
    expect(judge('http://example.com./')).toEqual({ host: 'example.com', port: 80, allowListed: false });
  });

  it('exempts allow-listed hosts from the address and port rules only', () => {
    const policy = createEgressPolicy({ allowHosts: '127.0.0.1:8080,[::1]' });
    expect(judge('http://127.0.0.1:8080/', policy)).toEqual({
      host: '127.0.0.1',
      port: 8080,
      allowListed: true,
    });
    expect(judge('http://[::1]:3000/', policy)).toEqual({ host: '::1', port: 3000, allowListed: true });
    expect(judge('http://127.0.0.1:8081/', policy)).toBe('blocked_port');
    expect(judge('http://127.0.0.1/', policy)).toBe('blocked_address');
    expect(judge('http://u:p@127.0.0.1:8080/', policy)).toBe('invalid_url');
    expect(judge('ftp://127.0.0.1:8080/', policy)).toBe('not_allowed_scheme');
  });
});
