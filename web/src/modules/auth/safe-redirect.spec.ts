import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const origin = 'https://app.sitesage.test';

describe('safeRedirectPath', () => {
  it.each([
    ['/admin/projects?x=1#y', '/admin/projects?x=1#y'],
    ['/admin', '/admin'],
    ['/admin/projects/42/training', '/admin/projects/42/training'],
    ['/demo/acme', '/demo/acme'],
    ['/admin/projects?q=a%20b', '/admin/projects?q=a%20b'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value, origin)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.test'],
    ['an absolute URL to this origin', `${origin}/admin`],
    ['a protocol-relative URL', '//evil.test'],
    ['a protocol-relative URL with a path', '//evil.test/admin'],
    ['a backslash URL', '/\\evil.test'],
    ['a backslash URL after decoding', '/%5Cevil.test'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an upper-case JavaScript: URL', 'JavaScript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['an encoded protocol-relative URL', '%2F%2Fevil.test'],
    ['a path that decodes to a protocol-relative URL', '/%2Fevil.test'],
    ['a double-encoded protocol-relative URL', '/%252Fevil.test'],
    ['a tab hidden between the slashes', '/\t/evil.test'],
    ['a newline hidden between the slashes', '/\n/evil.test'],
    ['an encoded newline', '/%0A/evil.test'],
    ['a relative path without a leading slash', 'admin/projects'],
    ['leading whitespace', ' /admin'],
    ['a malformed escape', '/admin/%E0%A4%A'],
  ])('falls back to /admin for %s', (_case, value) => {
    expect(safeRedirectPath(value, origin)).toBe('/admin');
  });

  it('falls back to /admin when no redirect was given', () => {
    expect(safeRedirectPath(null, origin)).toBe('/admin');
    expect(safeRedirectPath('', origin)).toBe('/admin');
    expect(safeRedirectPath(undefined, origin)).toBe('/admin');
  });

  it('returns the normalised path, never a URL with a host', () => {
    expect(safeRedirectPath('/admin/../admin/./projects', origin)).toBe('/admin/projects');
  });
});
