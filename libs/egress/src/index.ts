export { EgressError, isEgressError, type EgressReason } from './egress-error.js';
export {
  createEgressPolicy,
  egressVariables,
  isAllowListed,
  normaliseHost,
  parseAllowedHost,
  parseAllowHosts,
  systemResolver,
  type AllowedHost,
  type EgressPolicy,
  type ResolvedAddress,
  type Resolver,
} from './egress-policy.js';
export { keepConnectionsAlive, type KeptAliveConnections } from './kept-alive-connections.js';
export { blockedRangeOf, isIpLiteral, parseIp, type IpAddress } from './ip-address.fns.js';
export {
  checkTarget,
  guardedLookup,
  maxRedirectsAllowed,
  responseText,
  retryAfterSeconds,
  safeFetch,
  type FetchTarget,
  type SafeFetchOptions,
  type SafeResponse,
} from './safe-fetch.js';
export {
  blockedCategoryOf,
  blockedDomainMessage,
  blockedDomains,
  invalidSiteUrlMessage,
  isDnsHostname,
  parseSiteUrl,
  siteHostName,
  type BlockedDomainCategory,
} from './site-url.js';
