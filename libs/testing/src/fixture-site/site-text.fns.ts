/**
 * Deterministic prose for the fixture shop. Each page seeds its own generator from its path, so the
 * same page always reads the same and two pages never share a paragraph (content hashes differ).
 */

export type TextSource = {
  sentence(topic: string): string;
  sentences(topic: string, count: number): string[];
  paragraph(topic: string, sentences?: number): string;
  pick<T>(items: readonly T[]): T;
  int(min: number, max: number): number;
};

export const activities = [
  'backpacking',
  'day hiking',
  'car camping',
  'trail running',
  'snowshoeing',
  'canoe tripping',
  'bikepacking',
  'peak bagging',
] as const;

export const places = [
  'Eagle Lake',
  'Cedar Hollow',
  'Granite Pass',
  'Bear Creek',
  'Silver Falls',
  'Lookout Peak',
  'Hemlock Bay',
  'Juniper Flats',
  'Moose Meadow',
  'Red Rock Canyon',
] as const;

const terrains = [
  'exposed alpine ridges',
  'wet coastal forest',
  'sandstone canyons',
  'high meadows',
  'loose scree',
  'river valleys',
  'snowy switchbacks',
];
const materials = [
  'ripstop nylon',
  'recycled polyester',
  'merino wool',
  'aluminium alloy',
  '800-fill responsibly sourced down',
  'waxed canvas',
  'carbon fibre',
];
const seasons = ['spring', 'summer', 'autumn', 'winter'];
const staff = ['Maya', 'Jonah', 'Priya', 'Luis', 'Hannah', 'Tom', 'Aiko', 'Ben'];

// Slots: {t} topic, {a} activity, {r} terrain, {m} material, {s} season, {p} place, {n} number, {w} staff.
const templates = [
  'Our {t} was tested for {n} nights of {a} in {r}, and it held up better than we expected.',
  'Most customers pick the {t} for {a}, where every gram in the pack counts.',
  'In {s} the weather around {p} changes quickly, so the {t} is built from {m} that sheds rain.',
  '{w} from our repair bench says the {t} rarely comes back for anything worse than a stuck zip.',
  'If you are heading into {r}, pair the {t} with a spare layer and a map of the area.',
  'The {t} packs down to about {n} centimetres, small enough for a weekend of {a}.',
  'We stock the {t} because it survived a full {s} of guided trips out of {p}.',
  'A common question about the {t} is whether it suits {a}; for most trips the answer is yes.',
  'Check the seams of the {t} after each trip through {r} and let it dry before storing it.',
  'Staff at the Pine Ridge store have logged {n} kilometres with the {t} on the trails near {p}.',
  'The {m} used in the {t} is lighter than last year and keeps its shape after washing.',
  'For {a} with children, the {t} is forgiving and easy to set up in the dark.',
  '{w} recommends trying the {t} on a short loop near {p} before committing to a long route.',
  'Prices for the {t} start at ${n}, and members earn trail points on every purchase.',
  'When the forecast for {p} turns, the {t} is the piece of kit we are most glad to carry.',
  'Every {t} is inspected in our workshop before it ships, which is why returns are rare.',
];

/** FNV-1a: a stable 32-bit seed from a page path. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: small, fast, the same sequence on every machine; not for anything secret. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function textSource(seedText: string): TextSource {
  const next = seededRandom(seedOf(seedText));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const fill = (template: string, topic: string) =>
    template.replace(/\{(\w)\}/g, (_, slot: string) => {
      switch (slot) {
        case 't':
          return topic;
        case 'a':
          return pick(activities);
        case 'r':
          return pick(terrains);
        case 'm':
          return pick(materials);
        case 's':
          return pick(seasons);
        case 'p':
          return pick(places);
        case 'w':
          return pick(staff);
        default:
          return String(int(12, 480));
      }
    });
  const sentence = (topic: string) => fill(pick(templates), topic);
  // Distinct templates, so a paragraph or a list never says the same thing twice.
  const sentences = (topic: string, count: number) => {
    const unused = [...templates];
    return Array.from({ length: Math.min(count, templates.length) }, () => {
      const [template = ''] = unused.splice(int(0, unused.length - 1), 1);
      return fill(template, topic);
    });
  };
  const paragraph = (topic: string, count = int(3, 5)) => sentences(topic, count).join(' ');
  return { sentence, sentences, paragraph, pick, int };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
