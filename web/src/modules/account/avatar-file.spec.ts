import { describe, expect, it } from 'vitest';
import { avatarFileError } from './avatar-file';

describe('avatarFileError', () => {
  it('accepts PNG, JPEG, WebP and GIF pictures up to 200 KB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(avatarFileError({ name: 'me', type, size: 200 * 1024 })).toBeNull();
    }
  });

  it('refuses other file types, naming the file', () => {
    expect(avatarFileError({ name: 'me.svg', type: 'image/svg+xml', size: 10 })).toBe(
      '“me.svg” is not a PNG, JPEG, WebP or GIF image.',
    );
  });

  it('refuses pictures over 200 KB, saying how big they are', () => {
    expect(avatarFileError({ name: 'me.png', type: 'image/png', size: 300 * 1024 })).toBe(
      '“me.png” is 300 KB; the picture must be 200 KB or smaller.',
    );
  });
});
