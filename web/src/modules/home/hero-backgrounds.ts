/** The hero's five decorative scenes (web/public/home), all 1600 × 900 SVG drawn for SiteSage. */
export const HERO_BACKGROUNDS = [
  '/home/hero-website-chat.svg',
  '/home/hero-knowledge-graph.svg',
  '/home/hero-storefront-night.svg',
  '/home/hero-helpdesk.svg',
  '/home/hero-languages.svg',
] as const;

export const HERO_BACKGROUND_WIDTH = 1600;
export const HERO_BACKGROUND_HEIGHT = 900;

/** How often the hero changes its scene (spec §9). */
export const HERO_ROTATION_MS = 20_000;
