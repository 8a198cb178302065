const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() !== name) continue;
    try {
      return decodeURIComponent(rest.join('=').trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Headers every API call carries: the bearer token when signed in, and on state-changing
 * requests the anti-forgery value the server put in the `XSRF-TOKEN` cookie (double submit).
 * A header set explicitly by the caller wins.
 */
export function applyRequestHeaders(
  headers: Headers,
  request: { method: string; token: string | null; cookies: string },
): Headers {
  if (request.token !== null && !headers.has('Authorization')) {
    headers.set('Authorization', `Bearer ${request.token}`);
  }
  if (!SAFE_METHODS.has(request.method.toUpperCase())) {
    const xsrf = readCookie(request.cookies, 'XSRF-TOKEN');
    if (xsrf !== null) headers.set('X-XSRF-TOKEN', xsrf);
  }
  return headers;
}
