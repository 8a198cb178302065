const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc', 'abc', '#aabbcc' → '#AABBCC'; anything else → null. */
export function parseHex(value: string): string | null {
  const match = HEX.exec(value.trim());
  const digits = match?.[1];
  if (digits === undefined) return null;
  const six =
    digits.length === 3
      ? Array.from(digits)
          .map((digit) => digit + digit)
          .join('')
      : digits;
  return `#${six.toUpperCase()}`;
}

/** A stored colour as six-digit upper-case hex (spec §5), or the fallback when unreadable. */
export function normalizeHex(value: string | null | undefined, fallback: string): string {
  return parseHex(value ?? '') ?? fallback;
}

/** Black or white, whichever reads better on `background` (a '#RRGGBB' colour). */
export function readableOn(background: string): '#111827' | '#FFFFFF' {
  const channel = (offset: number) => {
    const value = parseInt(background.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // The luminance where black and white text have equal contrast.
  return luminance > 0.179 ? '#111827' : '#FFFFFF';
}
