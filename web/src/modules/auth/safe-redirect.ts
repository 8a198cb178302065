// Where to go after signing in: the `redirect` query value, but only when it is a path on this
// site. Anything that could leave the origin (absolute URLs, protocol-relative `//host`,
// backslash tricks browsers read as `//`, schemes such as `javascript:`, and the same shapes
// hidden behind percent-encoding or control characters) falls back to the admin area.
// SECURITY.md D11.

export const DEFAULT_AFTER_LOGIN = '/admin';

// C0 controls, DEL and C1 controls: URL parsers strip or reinterpret some of them (tab, newline).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const MAX_DECODE_ROUNDS = 3;

function looksLikeLocalPath(value: string): boolean {
  return (
    value.startsWith('/') &&
    value[1] !== '/' &&
    value[1] !== '\\' &&
    !CONTROL_CHARS.test(value) &&
    !SCHEME.test(value)
  );
}

/** Every form the value takes while percent-decoding it, or null when it cannot be decoded. */
function decodings(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  // Still changing after several rounds: nobody legitimately encodes a path that deep.
  return null;
}

export function safeRedirectPath(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string {
  if (!value) return DEFAULT_AFTER_LOGIN;
  const forms = decodings(value);
  if (forms === null || !forms.every(looksLikeLocalPath)) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== origin) return DEFAULT_AFTER_LOGIN;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Resolving dot segments can itself make a `//` ('/.//evil.test' and '/%2e//evil.test' both become
  // '//evil.test'), which a browser or the router reads as another host: the normalised path must
  // pass the same checks as the value did.
  const resolved = decodings(path);
  if (resolved === null || !resolved.every(looksLikeLocalPath)) return DEFAULT_AFTER_LOGIN;
  return new URL(path, origin).origin === origin ? path : DEFAULT_AFTER_LOGIN;
}
