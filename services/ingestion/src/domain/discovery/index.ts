export {
  maxRobotsTxtBytes,
  normalizeEscapes,
  parseRobotsTxt,
  siteSageUserAgentToken,
  type RobotsGroup,
  type RobotsRule,
  type RobotsTxt,
} from './robots-txt.fns.js';
export {
  isGzip,
  maxSitemapBytes,
  maxSitemapEntries,
  parseSitemap,
  parseTextSitemap,
  SitemapError,
  sitemapDoctypeMessage,
  sitemapNotXmlMessage,
  sitemapTooLargeMessage,
  sitemapUnknownRootMessage,
  type Sitemap,
  type SitemapEntry,
  type SitemapKind,
} from './sitemap.fns.js';
export {
  crawlScope,
  isLikelyHtmlUrl,
  looksLikeTrap,
  maxCrawlUrlLength,
  normalizeUrl,
  sameSite,
  type CrawlScope,
  type CrawlScopeOptions,
  type ScopeDecision,
  type ScopeSkipReason,
} from './normalize-url.fns.js';
export { extractLinks, maxLinksPerPage, type ExtractedLinks } from './extract-links.fns.js';
