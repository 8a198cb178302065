import { AppError } from './app-error.js';

// PostgreSQL cannot store U+0000 in text: a NUL that reached a query would fail there as an
// internal error. Text from outside is refused up front instead, as the caller's mistake.

const nul = '\u0000';

/**
 * The dotted path of the first string inside `value` that holds a NUL character (`prompt`,
 * `theme.button.button_text`, `0.url`), '' when `value` itself is such a string, or undefined when
 * there is none. Byte buffers are data, not text, and are skipped.
 */
export function fieldWithNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(nul) ? path : undefined;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Throws a 400-kind error naming the field when any text in `value` holds a NUL character. */
export function refuseNulText(value: unknown, where: string): void {
  const path = fieldWithNul(value);
  if (path === undefined) return;
  const field = path || where;
  throw AppError.invalid(field, `${field} must not contain a NUL character`);
}
