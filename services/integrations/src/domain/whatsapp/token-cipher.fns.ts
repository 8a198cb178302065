import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Access tokens at rest: AES-256-GCM under the configured key, a fresh 96-bit nonce each time,
 * and the owner and agent as additional data, so a ciphertext copied onto another agent's row
 * does not decrypt there. Written as `v1.<nonce>.<tag>.<ciphertext>` (base64url parts).
 */
export type TokenCipher = {
  seal(token: string, owner: { userId: string; projectId: string }): string;
  open(sealed: string, owner: { userId: string; projectId: string }): string;
};

const additionalData = (owner: { userId: string; projectId: string }) =>
  Buffer.from(`whatsapp:${owner.userId}:${owner.projectId}`, 'utf8');

export function createTokenCipher(keyBase64: string): TokenCipher {
  const key = Buffer.from(keyBase64, 'base64');
  if (key.length !== 32) throw new Error('The token key must be 32 bytes (AES-256).');
  return {
    seal(token, owner) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(additionalData(owner));
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', nonce, tag, body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, owner) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || nonce === undefined || tag === undefined || body === undefined)
        throw new Error('The stored token is not in a known format.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(additionalData(owner));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
