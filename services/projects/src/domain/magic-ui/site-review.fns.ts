import { siteHostName } from '@sitesage/egress';
import {
  dominantBrandColour,
  isBrandLike,
  isNearWhite,
  lightTint,
  parseCssColour,
  readableTextColour,
  toHex,
  type Rgb,
} from './colour.fns.js';

/** What a page says about its site, read without running it. */
export type PageFacts = {
  title: string | undefined;
  /** og:site_name or application-name. */
  siteName: string | undefined;
  /** meta description or og:description. */
  description: string | undefined;
  /** <meta name="theme-color"> (the one without a media query, or the first). */
  themeColour: Rgb | undefined;
  /** Absolute URL of <link rel="manifest">. */
  manifestUrl: string | undefined;
  /** The most frequent brand-like colour of the page's inline CSS. */
  dominantColour: Rgb | undefined;
};

export type ManifestFacts = {
  name: string | undefined;
  themeColour: Rgb | undefined;
  backgroundColour: Rgb | undefined;
};

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

const clean = (text: string | undefined): string | undefined => {
  if (text === undefined) return undefined;
  const value = decodeEntities(text).replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim();
  return value || undefined;
};

/** The attributes of one tag, names lower case. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const body = tag.replace(/^<[a-z]+/i, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g)) {
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const tagsNamed = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map(([tag]) => attributesOf(tag));

/** Reads title, names, description, theme colour, manifest link and dominant colour from HTML. */
export function extractPageFacts(html: string, pageUrl: string): PageFacts {
  // Comments and scripts hold nothing a visitor sees (and scripts are full of unrelated colours).
  const page = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<script\b[\s\S]*?<\/script\s*>/gi, '');
  const metas = tagsNamed(page, 'meta');
  const meta = (key: string) =>
    clean(metas.find((m) => (m.get('name') ?? m.get('property'))?.toLowerCase() === key)?.get('content'));

  const themeMetas = metas.filter((m) => m.get('name')?.toLowerCase() === 'theme-color');
  const themeMeta =
    themeMetas.find((m) => !m.has('media')) ??
    themeMetas.find((m) => /light/i.test(m.get('media') ?? '')) ??
    themeMetas[0];
  const themeColour = parseCssColour(themeMeta?.get('content') ?? '');

  const manifestLink = tagsNamed(page, 'link').find((link) =>
    (link.get('rel') ?? '').toLowerCase().split(/\s+/).includes('manifest'),
  );
  let manifestUrl: string | undefined;
  try {
    const href = manifestLink?.get('href');
    manifestUrl = href ? new URL(decodeEntities(href.trim()), pageUrl).href : undefined;
  } catch {
    manifestUrl = undefined;
  }

  const css = [
    ...[...page.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1] ?? ''),
    ...[...page.matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map(
      (match) => match[1] ?? match[2] ?? '',
    ),
  ];

  return {
    title: clean(/<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(page)?.[1]),
    siteName: meta('og:site_name') ?? meta('application-name'),
    description: meta('description') ?? meta('og:description'),
    themeColour,
    manifestUrl,
    dominantColour: dominantBrandColour(css),
  };
}

export function parseManifest(text: string): ManifestFacts {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { name: undefined, themeColour: undefined, backgroundColour: undefined };
  }
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text_ = (key: string) => (typeof record[key] === 'string' ? clean(record[key]) : undefined);
  const colour = (key: string) => parseCssColour(text_(key) ?? '');
  return {
    name: text_('short_name') ?? text_('name'),
    themeColour: colour('theme_color'),
    backgroundColour: colour('background_color'),
  };
}

const titleSeparators = /\s+[|\-–—·•:»~]+\s+/;
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Cuts text to at most max characters at a word boundary, adding an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= max / 2 ? atWord : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** 'www.acme-tools.co.uk' → 'Acme Tools'; an IP address stays as it is. */
export function nameFromHost(hostname: string): string {
  const host = siteHostName(hostname);
  if (/^[\d.]+$/.test(host) || host.includes(':')) return host;
  const label = host.split('.')[0] ?? host;
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

// Parts of a title that name the page, not the site.
const pageWords = new Set([
  'home',
  'homepage',
  'home page',
  'welcome',
  'about',
  'about us',
  'contact',
  'contact us',
  'blog',
  'news',
  'shop',
  'store',
  'products',
  'services',
  'login',
  'sign in',
  'index',
  'official site',
  'official website',
]);

/**
 * The site's name from a page title: titles join the page and the site with separators
 * ('Home | Acme Corp', 'Acme Tools – Quality hardware'); the part that matches the host wins,
 * else the shortest part that is not a page word like 'Home' (brands are short).
 */
export function siteNameFromTitle(title: string, hostname: string): string | undefined {
  const parts = title
    .split(titleSeparators)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  const label = squash(siteHostName(hostname).split('.')[0] ?? '');
  const matching = label
    ? parts.find((part) => squash(part) && (squash(part).includes(label) || label.includes(squash(part))))
    : undefined;
  if (matching) return matching;
  const named = parts.filter((part) => !pageWords.has(part.toLowerCase()));
  return [...(named.length > 0 ? named : parts)].sort((a, b) => a.length - b.length)[0];
}

/** The first sentence of a description, at most max characters, ending in punctuation. */
export function firstSentence(text: string, max = 200): string {
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  const short = shorten(sentence.trim(), max);
  return /[.!?…]$/.test(short) ? short : `${short}.`;
}

/**
 * The welcome line: the description's first sentence that says more than the name, introduced by
 * the name only when the sentence does not already say it ("Example Analytics. Product analytics
 * for teams." must not become "Welcome to Example Analytics. Example Analytics.").
 */
export function welcomeFor(name: string, description: string | undefined): string {
  // Sentences end in punctuation followed by a space, so "v2.5" or "e.g.x" stay whole.
  const sentences = (description ?? '').split(/(?<=[.!?])\s+/);
  const saying = sentences
    .map((sentence) => sentence.trim())
    .find((sentence) => squash(sentence) !== '' && squash(sentence) !== squash(name));
  if (!saying) return `Hi! Ask me anything about ${name}.`;
  const sentence = firstSentence(saying);
  return squash(sentence).includes(squash(name))
    ? `Hi! ${sentence} How can I help you today?`
    : `Hi! Welcome to ${name}. ${sentence} How can I help you today?`;
}

export type UiProposal = {
  botName: string;
  welcomeMessage: string;
  /** Undefined when no brand colour was found: the colours stay as they are. */
  colours:
    | {
        button_color: string;
        user_message_bubble_color: string;
        bot_message_bubble_color: string;
        text_color: string;
      }
    | undefined;
  /** Where each part came from, in words, for the note. */
  sources: { name: string; welcome: string; colours: string | undefined };
};

const botNameMax = 60;

/** Turns what the site says into the agent's name, welcome message and colours. */
export function proposeUi(
  page: PageFacts,
  manifest: ManifestFacts | undefined,
  hostname: string,
): UiProposal {
  const fromTitle = page.title ? siteNameFromTitle(page.title, hostname) : undefined;
  const [rawName, nameSource] = page.siteName
    ? [page.siteName, "the site's name"]
    : manifest?.name
      ? [manifest.name, 'its web manifest']
      : fromTitle
        ? [fromTitle, 'its page title']
        : [nameFromHost(hostname), 'its address'];
  const botName = shorten(rawName, botNameMax);

  const welcomeMessage = welcomeFor(botName, page.description);

  const candidates: [Rgb | undefined, string][] = [
    [page.themeColour, 'its theme colour'],
    [manifest?.themeColour, "its web manifest's theme colour"],
    // A background is mostly white or black; only a real colour there says something.
    [
      manifest?.backgroundColour && isBrandLike(manifest.backgroundColour)
        ? manifest.backgroundColour
        : undefined,
      "its web manifest's background colour",
    ],
    [page.dominantColour, "the page's most used colour"],
  ];
  // A near-white "brand" colour would paint a white button on a white page: look further.
  const [brand, colourSource] = candidates.find(([colour]) => colour && !isNearWhite(colour)) ?? [
    undefined,
    undefined,
  ];
  const colours = brand
    ? {
        button_color: toHex(brand),
        user_message_bubble_color: toHex(brand),
        bot_message_bubble_color: toHex(lightTint(brand)),
        text_color: readableTextColour(brand),
      }
    : undefined;

  return {
    botName,
    welcomeMessage,
    colours,
    sources: {
      name: nameSource,
      welcome: page.description ? 'its description' : 'its name',
      colours: colourSource,
    },
  };
}
