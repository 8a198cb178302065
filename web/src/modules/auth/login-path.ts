/** The sign-in page, asked to come back to `returnTo` (path, query and fragment) afterwards. */
export function loginPath(returnTo: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams({ redirect: `${returnTo.pathname}${returnTo.search}${returnTo.hash}` });
  return `/login?${params.toString()}`;
}
