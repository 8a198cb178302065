/**
 * Whether an inline style hides its element's text from a reader: the tricks used to plant
 * instructions for bots in pages (OWASP LLM08 "hidden text"). Stylesheets are not evaluated; a
 * page that hides text through its CSS classes is beyond what a crawler without a browser sees.
 */
export function isInvisibleStyle(style: string): boolean {
  const declarations = new Map<string, string>();
  for (const declaration of style.toLowerCase().split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/g, '')
      .trim();
    declarations.set(declaration.slice(0, colon).trim(), value.replace(/\s+/g, ' '));
  }
  const get = (name: string) => declarations.get(name) ?? '';
  if (get('display') === 'none' || get('visibility') === 'hidden' || get('content-visibility') === 'hidden')
    return true;
  if (isZero(get('opacity')) || isZero(get('font-size'))) return true;
  const color = normaliseColour(get('color'));
  if (color === 'transparent') return true;
  const background = normaliseColour(get('background-color') || get('background'));
  if (color && background && color === background) return true;
  if (['absolute', 'fixed'].includes(get('position')) && (farOff(get('left')) || farOff(get('top'))))
    return true;
  if (farOff(get('text-indent'))) return true;
  if (
    (isZero(get('height')) || isZero(get('width')) || isZero(get('max-height'))) &&
    get('overflow') === 'hidden'
  )
    return true;
  return false;
}

const isZero = (value: string) => /^[-+]?0*(\.0+)?(px|em|rem|%|pt)?$/.test(value) && value !== '';

/** Pushed a page's width or more off screen. */
const farOff = (value: string) => {
  const match = /^(-?\d+(?:\.\d+)?)(px|em|rem)?$/.exec(value);
  if (!match) return false;
  const pixels = Number(match[1]) * (match[2] === 'em' || match[2] === 'rem' ? 16 : 1);
  return pixels <= -999;
};

const namedColours: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  transparent: 'transparent',
};

/** Hex and rgb() forms of one colour compare equal; anything else is compared as written. */
function normaliseColour(value: string): string {
  const text = value.trim();
  if (!text) return '';
  const named = namedColours[text];
  if (named) return named;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(text);
  if (rgb) {
    if (rgb[4] !== undefined && Number(rgb[4]) === 0) return 'transparent';
    return `#${[rgb[1], rgb[2], rgb[3]].map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
  }
  return text;
}
