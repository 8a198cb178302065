/**
 * What the fixture shop consists of, as data: every page that answers 200 with HTML, the redirect
 * table and the special paths. Rendering, routing and the test expectations are all derived from
 * this one plan, so they cannot disagree. Paths are canonical: no trailing slash except `/`.
 */
import { activities, places, slugify } from './site-text.fns.js';

export type PageKind =
  | 'home'
  | 'section'
  | 'about'
  | 'events'
  | 'product'
  | 'guide'
  | 'post'
  | 'help'
  | 'hidden-text'
  | 'noindex'
  | 'canonical-alias'
  | 'private'
  | 'archive';

export type SectionId = 'products' | 'guides' | 'blog' | 'help';

export type SitePage = {
  path: string;
  kind: PageKind;
  title: string;
  /** The piece of gear the page's prose talks about. */
  topic: string;
  section?: SectionId;
  /** Pages this one links to in its body (canonical paths; the renderer varies their spelling). */
  related: string[];
  /** For a canonical alias: the page its `<link rel="canonical">` names. */
  canonicalOf?: string;
};

export type Section = { id: SectionId; path: string; title: string; pages: string[] };

export type RedirectRule = { from: string; to: string; status: 301 | 302 | 307 | 308 };

export type SitePlan = {
  pages: ReadonlyMap<string, SitePage>;
  sections: readonly Section[];
  redirects: readonly RedirectRule[];
  /** Pages a crawl from `/` must index, in breadth-first order. */
  linked: readonly string[];
  sitemapOnly: readonly string[];
  disallowed: readonly string[];
  /** `<loc>`s of `/sitemaps/pages-1.xml` and `/sitemaps/pages-2.xml.gz`. */
  sitemapParts: readonly [readonly string[], readonly string[]];
};

export const specialPaths = {
  forbidden: '/members',
  gone: '/gone',
  jsOnly: '/app',
  loop: ['/loop-a', '/loop-b'],
  noindex: '/help/order-confirmation',
  hiddenText: '/help/gear-care',
  calendarStart: '/calendar/2026-01-01',
  trapPrefix: '/calendar/',
  catalogPdf: '/files/catalog.pdf',
  logoPng: '/images/logo.png',
  robots: '/robots.txt',
  sitemapIndex: '/sitemap-index.xml',
  sitemapParts: ['/sitemaps/pages-1.xml', '/sitemaps/pages-2.xml.gz'],
  disallowedPrefix: '/private/',
} as const;

export const contactDetails = {
  email: 'hello@pineridge-outfitters.test',
  phone: '+1-555-010-4477',
} as const;

const helpPages: { slug: string; title: string }[] = [
  { slug: 'shipping', title: 'Shipping and delivery' },
  { slug: 'returns', title: 'Returns and exchanges' },
  { slug: 'faq', title: 'Frequently asked questions' },
  { slug: 'warranty', title: 'Our lifetime warranty' },
  { slug: 'contact', title: 'Contact the shop' },
  { slug: 'gear-care', title: 'Caring for your gear' },
];

/** The smallest site that still has every special case: the help pages plus one page per other section. */
export const minimumContentPages = helpPages.length + 3;

const adjectives = [
  'Alpine',
  'Summit',
  'Cedar',
  'Ridgeline',
  'Trailhead',
  'Basecamp',
  'Timberline',
  'Granite',
  'Aspen',
  'Northwind',
  'Canyon',
  'Glacier',
];
const items = [
  'Two-Person Tent',
  'Down Sleeping Bag',
  'Trekking Poles',
  'Daypack 28L',
  'Rain Shell Jacket',
  'Camp Stove',
  'Water Filter',
  'Headlamp',
  'Hiking Boots',
  'Insulated Mug',
  'Sleeping Pad',
  'Hammock',
  'Trail Runners',
  'Fleece Pullover',
  'Bear Canister',
  'Camp Chair',
  'Compass',
  'First-Aid Kit',
  'Merino Socks',
  'Dry Bag',
];
const guideThemes = [
  (item: string) => `Buying guide: ${item}`,
  (item: string) => `${item} care and repair`,
  (item: string) => `Packing the ${item} for a long trip`,
  (item: string) => `Fitting and sizing your ${item}`,
  (item: string) => `${item} mistakes to avoid`,
  (item: string) => `When to upgrade your ${item}`,
];
const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];

/** k-th title of a section; past the last combination a round number keeps slugs unique. */
function generatedTitle(
  section: 'products' | 'guides' | 'blog',
  k: number,
): { title: string; topic: string; round: number } {
  if (section === 'products') {
    const combos = adjectives.length * items.length;
    const title = `${at(adjectives, k)} ${at(items, Math.floor(k / adjectives.length))}`;
    return { title, topic: title, round: Math.floor(k / combos) };
  }
  if (section === 'guides') {
    const combos = guideThemes.length * items.length;
    const item = at(items, Math.floor(k / guideThemes.length));
    return { title: at(guideThemes, k)(item), topic: item.toLowerCase(), round: Math.floor(k / combos) };
  }
  const combos = seasons.length * activities.length * places.length;
  const activity = at(activities, Math.floor(k / seasons.length));
  const place = at(places, Math.floor(k / (seasons.length * activities.length)));
  const title = `${at(seasons, k)} ${activity} at ${place}`;
  return { title, topic: at(items, k + 3).toLowerCase(), round: Math.floor(k / combos) };
}

/** Prose topic for the fixed pages: a piece of gear, varying with the path. */
const gearFor = (path: string) => at(items, path.length).toLowerCase();

function at<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

export function planSite(contentPages: number): SitePlan {
  if (!Number.isInteger(contentPages) || contentPages < minimumContentPages) {
    throw new Error(
      `The fixture site needs at least ${minimumContentPages} content pages, not ${contentPages}.`,
    );
  }
  const pages = new Map<string, SitePage>();
  const add = (page: SitePage) => {
    if (pages.has(page.path)) throw new Error(`Duplicate fixture page ${page.path}`);
    pages.set(page.path, page);
  };
  const sections: Section[] = [
    { id: 'products', path: '/products', title: 'Gear', pages: [] },
    { id: 'guides', path: '/guides', title: 'Guides', pages: [] },
    { id: 'blog', path: '/blog', title: 'Trail journal', pages: [] },
    { id: 'help', path: '/help', title: 'Help centre', pages: [] },
  ];
  const section = (id: SectionId) => sections.find((s) => s.id === id) as Section;

  for (const help of helpPages) {
    section('help').pages.push(`/help/${help.slug}`);
  }
  const generatedSections = ['products', 'guides', 'blog'] as const;
  const generated: SitePage[] = [];
  for (let i = 0; i < contentPages - helpPages.length; i += 1) {
    const id = at(generatedSections, i);
    const { title, topic, round } = generatedTitle(id, Math.floor(i / generatedSections.length));
    const path = `/${id}/${slugify(title)}${round > 0 ? `-${round + 1}` : ''}`;
    section(id).pages.push(path);
    generated.push({
      path,
      kind: id === 'products' ? 'product' : id === 'guides' ? 'guide' : 'post',
      title,
      topic,
      section: id,
      related: [],
    });
  }
  // Related links: each page points at neighbours in the other sections, so the link graph is
  // dense like a real shop's rather than a tree.
  const products = section('products').pages;
  const guides = section('guides').pages;
  const posts = section('blog').pages;
  generated.forEach((page, i) => {
    page.related =
      page.kind === 'product'
        ? [at(guides, i), at(guides, i + 1)]
        : page.kind === 'guide'
          ? [at(products, i), at(products, i + 2), at(products, i + 4)]
          : [at(products, i + 1), at(guides, i + 3)];
  });

  const fixedPage = (path: string, kind: PageKind, title: string, extra: Partial<SitePage> = {}) => {
    add({ path, kind, title, topic: gearFor(path), related: [], ...extra });
  };
  fixedPage('/', 'home', 'Pine Ridge Outfitters');
  for (const s of sections) fixedPage(s.path, 'section', s.title, { section: s.id });
  fixedPage('/about', 'about', 'About Pine Ridge Outfitters');
  fixedPage('/events', 'events', 'Workshops and events');
  for (const help of helpPages) {
    const path = `/help/${help.slug}`;
    const kind = path === specialPaths.hiddenText ? 'hidden-text' : 'help';
    fixedPage(path, kind, help.title, { section: 'help', related: ['/help/faq'] });
  }
  for (const page of generated) add(page);
  const linked = [...pages.keys()];

  const firstGuide = guides[0] as string;
  fixedPage(specialPaths.noindex, 'noindex', 'Your order is confirmed', { section: 'help' });
  fixedPage(`${firstGuide}/print`, 'canonical-alias', `${pages.get(firstGuide)?.title ?? ''} (printable)`, {
    section: 'guides',
    canonicalOf: firstGuide,
  });
  const disallowed = ['/private/staff-handbook', '/private/wholesale-prices'];
  fixedPage(disallowed[0] as string, 'private', 'Staff handbook');
  fixedPage(disallowed[1] as string, 'private', 'Wholesale price list');
  const sitemapOnly = places.map((place, i) => `/archive/trail-report-${2015 + i}-${slugify(place)}`);
  places.forEach((place, i) => {
    fixedPage(sitemapOnly[i] as string, 'archive', `Trail report ${2015 + i}: ${place}`);
  });

  const redirects: RedirectRule[] = [
    { from: '/old-shipping', to: '/help/shipping', status: 301 },
    { from: '/promo', to: products[0] as string, status: 302 },
    { from: '/catalogue', to: '/products', status: 308 },
    { from: '/spring-sale', to: '/sale/spring', status: 301 },
    { from: '/sale/spring', to: '/sale/current', status: 302 },
    { from: '/sale/current', to: posts[0] as string, status: 307 },
    { from: specialPaths.loop[0], to: specialPaths.loop[1], status: 302 },
    { from: specialPaths.loop[1], to: specialPaths.loop[0], status: 302 },
  ];

  // One disallowed page is listed in the sitemap too: robots rules apply to sitemap URLs as well.
  const half = Math.ceil(linked.length / 2);
  const sitemapParts = [
    linked.slice(0, half),
    [...linked.slice(half), ...sitemapOnly, disallowed[1] as string],
  ] as const;

  return { pages, sections, redirects, linked, sitemapOnly, disallowed, sitemapParts };
}

/** Where following the redirect table from `path` ends, or undefined when it goes round in a loop. */
export function redirectDestination(plan: Pick<SitePlan, 'redirects'>, path: string): string | undefined {
  const seen = new Set<string>();
  let current = path;
  for (;;) {
    const rule = plan.redirects.find((r) => r.from === current);
    if (!rule) return current;
    if (seen.has(current)) return undefined;
    seen.add(current);
    current = rule.to;
  }
}
