/** A colour as 0–255 channels (alpha dropped: the widget paints opaque colours). */
export type Rgb = { r: number; g: number; b: number };

export const white: Rgb = { r: 255, g: 255, b: 255 };
/** The dark text colour offered when white text is not readable (Tailwind gray-800). */
export const darkText = '#1F2937';

const namedColours: Record<string, string> = {
  black: '#000000',
  white: '#FFFFFF',
  red: '#FF0000',
  green: '#008000',
  blue: '#0000FF',
  navy: '#000080',
  teal: '#008080',
  purple: '#800080',
  maroon: '#800000',
  orange: '#FFA500',
  crimson: '#DC143C',
  indigo: '#4B0082',
  darkblue: '#00008B',
  darkgreen: '#006400',
  royalblue: '#4169E1',
  steelblue: '#4682B4',
  tomato: '#FF6347',
  gold: '#FFD700',
};

const clamp255 = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

function channel(text: string): number | undefined {
  const value = text.trim();
  if (value.endsWith('%')) {
    const percent = Number(value.slice(0, -1));
    return Number.isFinite(percent) ? clamp255((percent / 100) * 255) : undefined;
  }
  const number = Number(value);
  return value !== '' && Number.isFinite(number) ? clamp255(number) : undefined;
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const k = (n: number) => (n + hue * 12) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return { r: clamp255(f(0) * 255), g: clamp255(f(8) * 255), b: clamp255(f(4) * 255) };
}

/** Reads a CSS colour: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba(), hsl()/hsla(), a few names. */
export function parseCssColour(input: string): Rgb | undefined {
  const text = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(namedColours[text] ?? text)?.[1];
  if (hex) {
    if (hex.length === 3 || hex.length === 4) {
      const [r = 0, g = 0, b = 0] = Array.from(hex).map((c) => parseInt(c + c, 16));
      return { r, g, b };
    }
    if (hex.length === 6 || hex.length === 8) {
      return {
        r: parseInt(hex.slice(0, 2), 16),
        g: parseInt(hex.slice(2, 4), 16),
        b: parseInt(hex.slice(4, 6), 16),
      };
    }
    return undefined;
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(text);
  if (!fn?.[1] || fn[2] === undefined) return undefined;
  const parts = fn[2]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .slice(0, 3);
  if (parts.length < 3) return undefined;
  const [a = '', b = '', c = ''] = parts;
  if (fn[1].startsWith('rgb')) {
    const [r, g, bl] = [channel(a), channel(b), channel(c)];
    return r === undefined || g === undefined || bl === undefined ? undefined : { r, g, b: bl };
  }
  const h = Number(a.replace(/deg$/, ''));
  const s = Number(b.replace(/%$/, '')) / 100;
  const l = Number(c.replace(/%$/, '')) / 100;
  if (![h, s, l].every(Number.isFinite)) return undefined;
  return hslToRgb(h, Math.max(0, Math.min(1, s)), Math.max(0, Math.min(1, l)));
}

export const toHex = ({ r, g, b }: Rgb): string =>
  `#${[r, g, b].map((value) => clamp255(value).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** WCAG 2 relative luminance. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Text on the brand colour: white when it reaches WCAG AA (4.5:1), else the dark grey when that
 * does, else whichever of the two contrasts more.
 */
export function readableTextColour(background: Rgb): '#FFFFFF' | typeof darkText {
  const dark = parseCssColour(darkText) ?? { r: 31, g: 41, b: 55 };
  const onWhite = contrastRatio(background, white);
  const onDark = contrastRatio(background, dark);
  if (onWhite >= 4.5) return '#FFFFFF';
  if (onDark >= 4.5) return darkText;
  return onWhite >= onDark ? '#FFFFFF' : darkText;
}

/** The colour mixed with white: 0.88 leaves a light tint that dark text reads well on. */
export function lightTint({ r, g, b }: Rgb, whiteShare = 0.88): Rgb {
  const mix = (value: number) => clamp255(value + (255 - value) * whiteShare);
  return { r: mix(r), g: mix(g), b: mix(b) };
}

function hsl({ r, g, b }: Rgb): { saturation: number; lightness: number } {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const lightness = (max + min) / 2;
  const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
  return { saturation, lightness };
}

export const isNearWhite = (colour: Rgb): boolean => hsl(colour).lightness > 0.92;
export const isNearBlack = (colour: Rgb): boolean => hsl(colour).lightness < 0.08;
/** Greys (and near-greys) say nothing about a brand. */
export const isGrey = (colour: Rgb): boolean => {
  const { r, g, b } = colour;
  return hsl(colour).saturation < 0.15 || Math.max(r, g, b) - Math.min(r, g, b) < 24;
};

/** Whether a colour can stand for a brand: not near-white, near-black or grey. */
export const isBrandLike = (colour: Rgb): boolean =>
  !isNearWhite(colour) && !isNearBlack(colour) && !isGrey(colour);

const colourToken = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\([^)]{1,60}\)/gi;

/**
 * The page's brand colour guessed from its CSS: the most frequent colour that is not grey,
 * near-white or near-black (the first seen wins a tie). Undefined when there is none.
 */
export function dominantBrandColour(cssTexts: readonly string[]): Rgb | undefined {
  const counts = new Map<string, { colour: Rgb; count: number; first: number }>();
  let seen = 0;
  for (const css of cssTexts) {
    for (const [token] of css.matchAll(colourToken)) {
      const colour = parseCssColour(token);
      if (!colour || !isBrandLike(colour)) continue;
      const key = toHex(colour);
      const entry = counts.get(key) ?? { colour, count: 0, first: (seen += 1) };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  const best = [...counts.values()].sort((a, b) => b.count - a.count || a.first - b.first)[0];
  return best?.colour;
}
