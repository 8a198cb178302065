import { createHmac, timingSafeEqual } from 'node:crypto';

/** `sha256=<lower-case hex HMAC-SHA256 of the body under the app secret>`, as Meta signs deliveries. */
export function hubSignature(body: Uint8Array | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

/**
 * Whether X-Hub-Signature-256 is Meta's signature of these exact bytes: lengths first
 * (timingSafeEqual needs equal lengths, and a length tells nothing about the key), then every byte
 * in constant time. An empty secret verifies nothing; a missing, empty, legacy `sha1=` or malformed
 * header is simply not equal.
 */
export function isValidHubSignature(body: Uint8Array, header: string, appSecret: string): boolean {
  if (appSecret === '') return false;
  const expected = Buffer.from(hubSignature(body, appSecret), 'utf8');
  const offered = Buffer.from(header, 'utf8');
  if (offered.length !== expected.length) return false;
  return timingSafeEqual(offered, expected);
}
