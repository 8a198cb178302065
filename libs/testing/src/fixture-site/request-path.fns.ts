/** How the fixture servers name what was requested. */

/** `/a?b` from either `/a?b` or `http://host/a?b`. */
export function pathAndQuery(pathOrUrl: string): string {
  if (pathOrUrl.startsWith('/')) return pathOrUrl;
  const url = new URL(pathOrUrl, 'http://page.invalid');
  return `${url.pathname}${url.search}`;
}

/** The page a spelling names: query and fragment dropped, trailing slashes too (except for `/`). */
export function pagePath(pathOrUrl: string): string {
  const { pathname } = new URL(pathOrUrl, 'http://page.invalid');
  return pathname.replace(/(?<=.)\/+$/, '');
}
