import { describe, expect, it } from 'vitest';
import { applyRequestHeaders, readCookie } from './request-headers';

const cookies = 'theme=dark; XSRF-TOKEN=abc%3D123; other=1';

describe('applyRequestHeaders', () => {
  it('sends the bearer token when signed in', () => {
    const headers = applyRequestHeaders(new Headers(), { method: 'GET', token: 't-1', cookies });
    expect(headers.get('Authorization')).toBe('Bearer t-1');
  });

  it('sends no Authorization header when signed out', () => {
    const headers = applyRequestHeaders(new Headers(), { method: 'POST', token: null, cookies });
    expect(headers.has('Authorization')).toBe(false);
  });

  it('keeps an Authorization header the request set itself', () => {
    const headers = applyRequestHeaders(new Headers({ Authorization: 'Bearer old' }), {
      method: 'POST',
      token: 'new',
      cookies,
    });
    expect(headers.get('Authorization')).toBe('Bearer old');
  });

  it.each(['POST', 'put', 'PATCH', 'DELETE'])('echoes the XSRF-TOKEN cookie on %s', (method) => {
    const headers = applyRequestHeaders(new Headers(), { method, token: null, cookies });
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc=123');
  });

  it('leaves reads without the anti-forgery header', () => {
    const headers = applyRequestHeaders(new Headers(), { method: 'GET', token: 't-1', cookies });
    expect(headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends no anti-forgery header when the cookie is absent', () => {
    const headers = applyRequestHeaders(new Headers(), { method: 'POST', token: null, cookies: 'a=1' });
    expect(headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});

describe('readCookie', () => {
  it('finds a cookie by its exact name', () => {
    expect(readCookie('MY-XSRF-TOKEN=no; XSRF-TOKEN=yes', 'XSRF-TOKEN')).toBe('yes');
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
  });
});
