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
    // Paths that only become protocol-relative once their dot segments are resolved.
    ['a dot segment before a protocol-relative URL', '/.//evil.test'],
    ['an encoded dot segment before a protocol-relative URL', '/%2e//evil.test'],
    ['a parent segment before a protocol-relative URL', '/..//evil.test'],
    ['encoded parent segments before a protocol-relative URL', '/%2e%2e//evil.test/admin'],
    ['a dot segment before a backslash URL', '/./\\evil.test'],
    ['a UNC-style backslash URL', '\\\\evil.test'],
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
    expect(safeRedirectPath('/./admin/projects', origin)).toBe('/admin/projects');
  });

  it('never returns anything that resolves off this origin (SECURITY D11)', () => {
    const attempts = [
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      '%2F%2Fevil.test',
      '/.//evil.test',
      '/%2e//evil.test',
      '\\\\evil.test',
      '/admin/..//evil.test',
      '/%2E/%2Fevil.test',
    ];
    for (const value of attempts) {
      const path = safeRedirectPath(value, origin);
      expect(new URL(path, origin).origin, value).toBe(origin);
      expect(path.startsWith('//') || path.startsWith('/\\'), value).toBe(false);
    }
  });
});
