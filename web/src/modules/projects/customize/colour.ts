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
