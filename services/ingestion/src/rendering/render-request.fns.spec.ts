import { describe, expect, it } from 'vitest';
import { decideRequest, fulfillHeaders, formatSeconds, type BrowserRequest } from './render-request.fns.js';

const request = (overrides: Partial<BrowserRequest>): BrowserRequest => ({
  url: 'https://shop.test/app.js',
  method: 'GET',
  resourceType: 'script',
  isTopNavigation: false,
  isOtherNavigation: false,
  purpose: undefined,
  ...overrides,
});

describe('decideRequest', () => {
  it('fetches the page itself, its scripts and its data through egress', () => {
    expect(decideRequest(request({ resourceType: 'document', isTopNavigation: true })).action).toBe('fetch');
    expect(decideRequest(request({})).action).toBe('fetch');
    expect(decideRequest(request({ resourceType: 'fetch', url: 'https://api.shop.test/items' })).action).toBe(
      'fetch',
    );
    expect(decideRequest(request({ resourceType: 'xhr' })).action).toBe('fetch');
  });

  it('sends nothing but GET: beacons, pings and form posts would act on a site for us', () => {
    expect(decideRequest(request({ method: 'POST', resourceType: 'ping' }))).toEqual({
      action: 'abort',
      why: 'method POST',
    });
    expect(decideRequest(request({ method: 'PUT', resourceType: 'fetch' })).action).toBe('abort');
  });

  it('skips pictures, fonts, media, streams, iframes, popups and prefetches', () => {
    for (const resourceType of ['image', 'font', 'media', 'eventsource', 'websocket']) {
      expect(decideRequest(request({ resourceType })).action).toBe('abort');
    }
    expect(decideRequest(request({ resourceType: 'document', isOtherNavigation: true })).action).toBe(
      'abort',
    );
    expect(decideRequest(request({ resourceType: 'other', purpose: 'prefetch' })).action).toBe('abort');
  });

  it('answers stylesheets with an empty one, so bundles that wait for their CSS still run', () => {
    expect(decideRequest(request({ resourceType: 'stylesheet' }))).toEqual({
      action: 'empty',
      contentType: 'text/css',
    });
  });

  it('refuses anything that is not http or https', () => {
    expect(decideRequest(request({ url: 'ftp://shop.test/file' })).action).toBe('abort');
  });
});

describe('fulfillHeaders', () => {
  it('passes the site’s headers on, without the ones that described the encoded body or set cookies', () => {
    expect(
      fulfillHeaders({
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': '120',
        'transfer-encoding': 'chunked',
        'set-cookie': ['session=1', 'tracking=2'],
        'access-control-allow-origin': '*',
        vary: 'accept',
      }),
    ).toEqual({ 'content-type': 'application/json', 'access-control-allow-origin': '*', vary: 'accept' });
  });
});

describe('formatSeconds', () => {
  it('writes seconds the way a person reads them', () => {
    expect(formatSeconds(2_000)).toBe('2');
    expect(formatSeconds(1_500)).toBe('1.5');
    expect(formatSeconds(30_000)).toBe('30');
  });
});
