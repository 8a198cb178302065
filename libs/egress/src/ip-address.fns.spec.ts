import { describe, expect, it } from 'vitest';
import { blockedRangeOf, parseIp } from './ip-address.fns.js';

describe('parseIp', () => {
  it('reads IPv4, IPv6 in its compressed forms, brackets, zones and embedded dotted quads', () => {
    expect(parseIp('127.0.0.1')).toEqual({ version: 4, bytes: Uint8Array.from([127, 0, 0, 1]) });
    const loopback = Uint8Array.from([...new Array<number>(15).fill(0), 1]);
    expect(parseIp('::1')?.bytes).toEqual(loopback);
    expect(parseIp('[::1]')?.bytes).toEqual(loopback);
    expect(parseIp('0:0:0:0:0:0:0:1')?.bytes).toEqual(loopback);
    expect(parseIp('fe80::1%eth0')?.bytes.slice(0, 2)).toEqual(Uint8Array.from([0xfe, 0x80]));
    expect(parseIp('::ffff:127.0.0.1')?.bytes).toEqual(parseIp('::ffff:7f00:1')?.bytes);
    expect(parseIp('2001:db8::8a2e:370:7334')?.bytes.slice(-2)).toEqual(Uint8Array.from([0x73, 0x34]));
  });

  it('is undefined for anything that is not an address', () => {
    for (const text of ['example.com', '127.1', '0x7f.0.0.1', '2130706433', '', '1.2.3.4.5', ':::1']) {
      expect(parseIp(text), text).toBeUndefined();
    }
  });
});

describe('blockedRangeOf', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.10', 'private network'],
    ['10.255.255.255', 'private network'],
    ['172.16.0.10', 'private network'],
    ['172.31.255.255', 'private network'],
    ['192.168.1.10', 'private network'],
    ['100.64.0.10', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['169.254.0.1', 'link-local'],
    ['169.254.169.254', 'cloud metadata service'],
    ['100.100.100.200', 'cloud metadata service'],
    ['0.0.0.0', '"this network"'],
    ['0.1.2.3', '"this network"'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['192.0.0.8', 'IETF protocol assignments'],
  ])('refuses IPv4 %s (%s)', (address, label) => {
    expect(blockedRangeOf(address)).toBe(label);
  });

  it.each([
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'unique local (private network)'],
    ['fd12:3456::1', 'unique local (private network)'],
    ['fd00:ec2::254', 'cloud metadata service'],
    ['fe80::1', 'link-local'],
    ['fe80::1%lo', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'IETF special-purpose (Teredo, ORCHID and others)'],
    ['2002:7f00:1::', '6to4'],
    ['100::1', 'discard-only'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['4000::1', 'reserved'],
  ])('refuses IPv6 %s (%s)', (address, label) => {
    expect(blockedRangeOf(address)).toBe(label);
  });

  it('refuses IPv4-mapped and IPv4-compatible IPv6, naming the address inside', () => {
    expect(blockedRangeOf('::ffff:127.0.0.1')).toBe('IPv4-mapped IPv6 (127.0.0.1, loopback)');
    expect(blockedRangeOf('::ffff:7f00:1')).toBe('IPv4-mapped IPv6 (127.0.0.1, loopback)');
    expect(blockedRangeOf('[::ffff:a9fe:a9fe]')).toBe(
      'IPv4-mapped IPv6 (169.254.169.254, cloud metadata service)',
    );
    expect(blockedRangeOf('::ffff:10.0.0.1')).toContain('IPv4-mapped');
    // Even a mapped public address: no resolver answers that way for a public site.
    expect(blockedRangeOf('::ffff:8.8.8.8')).toBe('IPv4-mapped IPv6 (8.8.8.8)');
    expect(blockedRangeOf('::127.0.0.1')).toBe('IPv4-compatible IPv6 (127.0.0.1, loopback)');
  });

  it('judges the well-known NAT64 prefix by the IPv4 address it carries', () => {
    expect(blockedRangeOf('64:ff9b::7f00:1')).toBe('NAT64 of loopback');
    expect(blockedRangeOf('64:ff9b::a00:a')).toBe('NAT64 of private network');
    expect(blockedRangeOf('64:ff9b::808:808')).toBeUndefined();
  });

  it('lets ordinary public addresses through', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '11.0.0.10',
      '93.184.216.34',
      '172.15.255.255',
      '172.32.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '169.253.255.255',
      '192.169.0.1',
      '223.255.255.255',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '2400:cb00::1',
    ]) {
      expect(blockedRangeOf(address), address).toBeUndefined();
    }
  });

  it('refuses what is not an address at all', () => {
    expect(blockedRangeOf('localhost')).toBe('not an IP address');
    expect(blockedRangeOf('')).toBe('not an IP address');
  });
});
