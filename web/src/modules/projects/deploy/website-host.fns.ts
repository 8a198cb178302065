/**
 * What the owner typed or pasted, as the host entry the server expects: a pasted address loses
 * its scheme, path, query and fragment (`https://Staging.Shop.com/help?x` → `staging.shop.com`).
 * Whether the rest is a valid host name is the server's call (it answers 400 naming the entry).
 */
export function websiteHost(typed: string): string {
  return typed
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '');
}

/** How an entry reads to the owner: `*.shop.com` is every subdomain of shop.com. */
export function describeHost(host: string): string {
  return host.startsWith('*.') ? `every subdomain of ${host.slice(2)}` : host;
}
