export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const AVATAR_MAX_BYTES = 200 * 1024;

/** Why this file cannot be the avatar, or null when it can. Checked before anything is sent. */
export function avatarFileError(file: { name: string; type: string; size: number }): string | null {
  if (!AVATAR_TYPES.some((type) => type === file.type)) {
    return `“${file.name}” is not a PNG, JPEG, WebP or GIF image.`;
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return `“${file.name}” is ${Math.ceil(file.size / 1024)} KB; the picture must be 200 KB or smaller.`;
  }
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The picture could not be read.'));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('The picture could not be read.'));
    };
    reader.readAsDataURL(file);
  });
}
