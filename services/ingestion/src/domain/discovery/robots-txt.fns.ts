/**
 * robots.txt as RFC 9309 reads it. Pure: the worker fetches the file (through the egress module)
 * and hands the body here. A missing or unreachable robots.txt is the worker's decision (RFC 9309
 * §2.3.1: 4xx → crawl everything, 5xx → assume everything disallowed).
 */

/** Our product token, matched against `User-agent:` lines. */
export const siteSageUserAgentToken = 'SiteSageBot';

/** RFC 9309 §2.5: crawlers must parse at least 500 KiB; we stop there so a huge file costs nothing. */
export const maxRobotsTxtBytes = 500 * 1024;

export type RobotsRule = { allow: boolean; pattern: string };

export type RobotsGroup = {
  /** Product tokens in lower case (`*` for the catch-all group). */
  userAgents: string[];
  rules: RobotsRule[];
  crawlDelaySeconds?: number;
};

export type RobotsTxt = {
  groups: RobotsGroup[];
  /** `Sitemap:` values as written (absolute URLs by the protocol; the worker normalises and checks them). */
  sitemaps: string[];
  /** `path` is a path with optional query (`/a?b=1`) or an absolute URL (its path and query are used). */
  isAllowed(path: string, userAgent: string): boolean;
  crawlDelaySeconds(userAgent: string): number | undefined;
};

export function parseRobotsTxt(text: string): RobotsTxt {
  const { groups, sitemaps } = parseLines(truncateToBytes(text, maxRobotsTxtBytes));
  const compiled = new Map<RobotsGroup, CompiledRule[]>(
    groups.map((group) => [group, group.rules.map(compileRule)]),
  );
  const selectFor = (userAgent: string) => selectGroups(groups, userAgent);
  return {
    groups,
    sitemaps,
    isAllowed(path, userAgent) {
      const target = matchTarget(path);
      // RFC 9309 §2.2.2: /robots.txt itself is always allowed.
      if (target === '/robots.txt') return true;
      const rules = selectFor(userAgent).flatMap((group) => compiled.get(group) ?? []);
      let best: CompiledRule | undefined;
      for (const rule of rules) {
        if (!matches(target, rule.tokens)) continue;
        if (
          !best ||
          rule.length > best.length ||
          // Equal length: the least restrictive rule (allow) wins, §2.2.2.
          (rule.length === best.length && rule.allow && !best.allow)
        ) {
          best = rule;
        }
      }
      return best ? best.allow : true;
    },
    crawlDelaySeconds(userAgent) {
      // Crawl-delay is not in RFC 9309; it is honoured because site owners still write it.
      const delays = selectFor(userAgent)
        .map((group) => group.crawlDelaySeconds)
        .filter((delay): delay is number => delay !== undefined);
      return delays.length ? Math.max(...delays) : undefined;
    },
  };
}

function truncateToBytes(text: string, maxBytes: number): string {
  // Cheap check first: one UTF-16 code unit never takes more than 3 bytes in UTF-8.
  if (text.length * 3 <= maxBytes) return text;
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  const cut = bytes.subarray(0, maxBytes).toString('utf8');
  // A line cut in half could turn `Disallow: /private` into `Disallow: /`; drop the partial line.
  const lastBreak = Math.max(cut.lastIndexOf('\n'), cut.lastIndexOf('\r'));
  return lastBreak >= 0 ? cut.slice(0, lastBreak) : '';
}

function parseLines(text: string): { groups: RobotsGroup[]; sitemaps: string[] } {
  const groups: RobotsGroup[] = [];
  const sitemaps: string[] = [];
  let current: RobotsGroup | undefined;
  // True while we are still reading the user-agent lines that open `current`.
  let readingAgents = false;

  for (const rawLine of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue; // garbage lines are ignored, §2.2
    const key = (match[1] ?? '').toLowerCase();
    const value = (match[2] ?? '').trim();

    if (key === 'user-agent') {
      const token = productToken(value);
      if (!readingAgents || !current) {
        current = { userAgents: [], rules: [] };
        groups.push(current);
        readingAgents = true;
      }
      if (token) current.userAgents.push(token);
    } else if (key === 'sitemap') {
      // Sitemap lines belong to no group and do not end one.
      if (value) sitemaps.push(value);
    } else if (key === 'allow' || key === 'disallow') {
      readingAgents = false;
      // Rules before any user-agent line belong to no group; an empty value matches nothing.
      if (current && value) current.rules.push({ allow: key === 'allow', pattern: value });
    } else if (key === 'crawl-delay') {
      readingAgents = false;
      const seconds = Number(value);
      if (current && value && Number.isFinite(seconds) && seconds >= 0) current.crawlDelaySeconds = seconds;
    }
  }
  return { groups: groups.filter((group) => group.userAgents.length > 0), sitemaps };
}

/** `SiteSageBot/1.2 (+https://…)` → `sitesagebot`; RFC 9309 §2.2.1 allows only [a-zA-Z_-] in a token. */
function productToken(value: string): string {
  if (value.startsWith('*')) return '*';
  return (/^[A-Za-z_-]+/.exec(value)?.[0] ?? '').toLowerCase();
}

function selectGroups(groups: RobotsGroup[], userAgent: string): RobotsGroup[] {
  const token = productToken(userAgent);
  // Several groups naming the same agent are combined, §2.2.1.
  const named = token && token !== '*' ? groups.filter((group) => group.userAgents.includes(token)) : [];
  return named.length ? named : groups.filter((group) => group.userAgents.includes('*'));
}

type CompiledRule = { allow: boolean; length: number; tokens: PatternToken[] };
type PatternToken = { kind: 'text'; text: string } | { kind: 'any' } | { kind: 'end' };

function compileRule(rule: RobotsRule): CompiledRule {
  const pattern = normalizeEscapes(rule.pattern);
  const tokens: PatternToken[] = [];
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern.charAt(i);
    const previous = tokens.at(-1);
    if (char === '*') {
      if (previous?.kind !== 'any') tokens.push({ kind: 'any' });
    } else if (char === '$' && i === pattern.length - 1) {
      tokens.push({ kind: 'end' });
    } else if (previous?.kind === 'text') {
      previous.text += char;
    } else {
      tokens.push({ kind: 'text', text: char });
    }
  }
  return { allow: rule.allow, length: pattern.length, tokens };
}

/**
 * Pattern match in O(path × pattern) with a set of candidate positions (as Google's reference
 * matcher does) rather than a backtracking regex, which a hostile `*a*a*a*…` rule could stall.
 */
function matches(path: string, tokens: PatternToken[]): boolean {
  let positions = [0];
  for (const token of tokens) {
    if (token.kind === 'end') return positions.includes(path.length);
    if (token.kind === 'any') {
      const from = Math.min(...positions);
      positions = Array.from({ length: path.length - from + 1 }, (_, i) => from + i);
      continue;
    }
    const next = new Set<number>();
    for (const position of positions) {
      if (path.startsWith(token.text, position)) next.add(position + token.text.length);
    }
    if (next.size === 0) return false;
    positions = [...next];
  }
  return true;
}

function matchTarget(pathOrUrl: string): string {
  let path = pathOrUrl.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      const url = new URL(path);
      path = url.pathname + url.search;
    } catch {
      // Not a URL after all: match it as written.
    }
  }
  path = path.replace(/#.*$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  return normalizeEscapes(path);
}

const unreserved = /[A-Za-z0-9\-._~]/;

/**
 * One spelling for paths and patterns (RFC 9309 §2.2.2): escapes of unreserved characters decoded,
 * other escapes in upper-case hex, non-ASCII characters percent-encoded as UTF-8.
 */
export function normalizeEscapes(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const char = value.charAt(i);
    if (char === '%' && /^[0-9A-Fa-f]{2}$/.test(value.slice(i + 1, i + 3))) {
      const decoded = String.fromCharCode(parseInt(value.slice(i + 1, i + 3), 16));
      out += unreserved.test(decoded) ? decoded : `%${value.slice(i + 1, i + 3).toUpperCase()}`;
      i += 2;
    } else if (char.charCodeAt(0) > 0x7e || char.charCodeAt(0) < 0x21) {
      const codePoint = value.codePointAt(i) ?? 0;
      const whole = String.fromCodePoint(codePoint);
      try {
        out += encodeURIComponent(whole);
      } catch {
        out += '%EF%BF%BD'; // a lone surrogate: U+FFFD, as a UTF-8 encoder would write it
      }
      i += whole.length - 1;
    } else {
      out += char;
    }
  }
  return out;
}
