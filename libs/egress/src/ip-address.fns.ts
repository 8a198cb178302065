import { isIP } from 'node:net';

/** An IP address as its bytes: 4 for IPv4, 16 for IPv6. */
export type IpAddress = { readonly version: 4 | 6; readonly bytes: Uint8Array };

type Range = { readonly prefix: IpAddress; readonly bits: number; readonly label: string };

/**
 * Parses an IP address as DNS answers and WHATWG URL hosts write them: dotted-quad IPv4, IPv6 in
 * any compressed form (with or without brackets, with a zone id, with a trailing dotted quad).
 * Undefined when the text is no IP address. Odd IPv4 spellings (`0x7f.1`, `2130706433`) are not
 * accepted here: the WHATWG URL parser has already turned them into dotted quads.
 */
export function parseIp(text: string): IpAddress | undefined {
  let candidate = text.trim();
  if (candidate.startsWith('[') && candidate.endsWith(']')) candidate = candidate.slice(1, -1);
  const zone = candidate.indexOf('%');
  if (zone >= 0) candidate = candidate.slice(0, zone);
  const version = isIP(candidate);
  if (version === 4) return { version: 4, bytes: parseIpv4(candidate) };
  if (version === 6) return { version: 6, bytes: parseIpv6(candidate) };
  return undefined;
}

function parseIpv4(text: string): Uint8Array {
  return Uint8Array.from(text.split('.').map(Number));
}

function parseIpv6(text: string): Uint8Array {
  let hex = text.toLowerCase();
  // A trailing dotted quad (::ffff:127.0.0.1) becomes its two hex groups.
  const lastColon = hex.lastIndexOf(':');
  if (hex.includes('.', lastColon)) {
    const [a = 0, b = 0, c = 0, d = 0] = parseIpv4(hex.slice(lastColon + 1));
    hex = `${hex.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = hex.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  return bytes;
}

function range(cidr: string, label: string): Range {
  const [address = '', bits = '0'] = cidr.split('/');
  const prefix = parseIp(address);
  if (!prefix) throw new Error(`bad range ${cidr}`);
  return { prefix, bits: Number(bits), label };
}

function inRange(address: IpAddress, { prefix, bits }: Range): boolean {
  if (address.version !== prefix.version) return false;
  for (let bit = 0; bit < bits; bit += 8) {
    const remaining = Math.min(8, bits - bit);
    const mask = (0xff << (8 - remaining)) & 0xff;
    const index = bit / 8;
    if (((address.bytes[index] ?? 0) & mask) !== ((prefix.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

// IANA's IPv4 special-purpose registry, plus the cloud metadata endpoints named separately so a
// refusal says what was being reached. The first match names the range.
const ipv4Ranges: readonly Range[] = [
  range('169.254.169.254/32', 'cloud metadata service'),
  range('100.100.100.200/32', 'cloud metadata service'),
  range('255.255.255.255/32', 'broadcast'),
  range('0.0.0.0/8', '"this network"'),
  range('10.0.0.0/8', 'private network'),
  range('100.64.0.0/10', 'carrier-grade NAT'),
  range('127.0.0.0/8', 'loopback'),
  range('169.254.0.0/16', 'link-local'),
  range('172.16.0.0/12', 'private network'),
  range('192.0.0.0/24', 'IETF protocol assignments'),
  range('192.0.2.0/24', 'documentation'),
  range('192.88.99.0/24', '6to4 relay anycast'),
  range('192.168.0.0/16', 'private network'),
  range('198.18.0.0/15', 'benchmarking'),
  range('198.51.100.0/24', 'documentation'),
  range('203.0.113.0/24', 'documentation'),
  range('224.0.0.0/4', 'multicast'),
  range('240.0.0.0/4', 'reserved'),
];

// IPv6: only global unicast (2000::/3) is public, minus its special blocks. Addresses that carry an
// IPv4 address inside are judged separately below.
const ipv6Ranges: readonly Range[] = [
  range('fd00:ec2::254/128', 'cloud metadata service'),
  range('::/128', 'unspecified'),
  range('::1/128', 'loopback'),
  range('::ffff:0:0/96', 'IPv4-mapped IPv6'),
  range('::/96', 'IPv4-compatible IPv6'),
  range('64:ff9b:1::/48', 'local-use NAT64'),
  range('100::/64', 'discard-only'),
  range('fc00::/7', 'unique local (private network)'),
  range('fe80::/10', 'link-local'),
  range('fec0::/10', 'site-local'),
  range('ff00::/8', 'multicast'),
  range('2001:db8::/32', 'documentation'),
  range('2001::/23', 'IETF special-purpose (Teredo, ORCHID and others)'),
  range('2002::/16', '6to4'),
  range('3fff::/20', 'documentation'),
];
const globalUnicast = range('2000::/3', 'global unicast');
const nat64 = range('64:ff9b::/96', 'NAT64');

/**
 * Why an address must not be connected to (its special-purpose range, in words), or undefined when
 * it is an ordinary public address. Anything that does not parse as an IP address is refused.
 */
export function blockedRangeOf(text: string): string | undefined {
  const address = parseIp(text);
  if (!address) return 'not an IP address';
  if (address.version === 4) return ipv4Ranges.find((r) => inRange(address, r))?.label;
  // The well-known NAT64 prefix carries a public IPv4 address on IPv6-only networks: judge that.
  if (inRange(address, nat64)) {
    const inner = blockedRangeOf(Array.from(address.bytes.slice(12)).join('.'));
    return inner === undefined ? undefined : `NAT64 of ${inner}`;
  }
  const special = ipv6Ranges.find((r) => inRange(address, r));
  if (special) {
    if (special.label.startsWith('IPv4-')) {
      const inner = Array.from(address.bytes.slice(12)).join('.');
      return `${special.label} (${inner}${blockedRangeOf(inner) ? `, ${blockedRangeOf(inner)}` : ''})`;
    }
    return special.label;
  }
  return inRange(address, globalUnicast) ? undefined : 'reserved';
}

/** True when the host is an IP literal (brackets allowed), as opposed to a name. */
export const isIpLiteral = (host: string): boolean => parseIp(host) !== undefined;
