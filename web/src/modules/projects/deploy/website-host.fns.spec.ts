import { describe, expect, it } from 'vitest';
import { describeHost, websiteHost } from './website-host.fns';

describe('websiteHost', () => {
  it.each([
    [' Shop.Example.com ', 'shop.example.com'],
    ['https://Staging.Shop.com/help?x=1#top', 'staging.shop.com'],
    ['http://localhost:3000/', 'localhost:3000'],
    ['*.example.com', '*.example.com'],
    ['shop.test:8080/path', 'shop.test:8080'],
  ])('reads %s as %s', (typed, host) => {
    expect(websiteHost(typed)).toBe(host);
  });
});

describe('describeHost', () => {
  it('spells out a wildcard', () => {
    expect(describeHost('*.example.com')).toBe('every subdomain of example.com');
    expect(describeHost('shop.example.com')).toBe('shop.example.com');
  });
});
