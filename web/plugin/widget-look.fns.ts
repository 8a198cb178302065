import { defaultTheme, themePositions, type ThemePosition } from '@sitesage/agent-theme';

/** The corners the chat button can sit in (spec §3 Theme). */
export type WidgetPosition = ThemePosition;

/** Everything the loader needs to draw the button and size the chat frame. */
export type WidgetLook = {
  position: WidgetPosition;
  label: string;
  background: string;
  color: string;
  width: number;
  height: number;
};

export type LookDefaults = Pick<WidgetLook, 'background' | 'color' | 'label'>;

/** The embed code's look when the owner has not chosen one. */
export const PLUGIN_DEFAULTS: LookDefaults = {
  background: defaultTheme.button_color,
  color: defaultTheme.text_color,
  label: defaultTheme.button_text,
};

const DEFAULT_WIDTH = defaultTheme.width;
const DEFAULT_HEIGHT = defaultTheme.height;
const POSITIONS: readonly string[] = themePositions;
const MAX_LABEL_LENGTH = 40;

/** Distance of the button from the viewport edges, and of the frame from the button's edge. */
const EDGE_PX = 20;
const FRAME_OFFSET_PX = 88;

// The theme arrives over the network and is owner-controlled (SECURITY F2): only six-digit hex
// colours reach a style, so nothing like `#fff;background:url(//evil.test)` can.
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9A-Fa-f]{6}$/.test(value);
}

function field(source: unknown, key: string): unknown {
  return typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;
}

function positiveSize(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : fallback;
}

function label(value: unknown, fallback: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? fallback : text.slice(0, MAX_LABEL_LENGTH);
}

/** Reads the public project's `theme` (untrusted JSON), falling back field by field. */
export function widgetLook(theme: unknown, defaults: LookDefaults = PLUGIN_DEFAULTS): WidgetLook {
  const button = field(theme, 'button');
  const position = field(theme, 'position');
  const background = field(button, 'button_color');
  const color = field(theme, 'text_color');
  return {
    position:
      typeof position === 'string' && POSITIONS.includes(position)
        ? (position as WidgetPosition)
        : defaultTheme.position,
    label: label(field(button, 'button_text'), defaults.label),
    background: isHexColour(background) ? background : defaults.background,
    color: isHexColour(color) ? color : defaults.color,
    width: positiveSize(field(theme, 'width'), DEFAULT_WIDTH),
    height: positiveSize(field(theme, 'height'), DEFAULT_HEIGHT),
  };
}

export type Declarations = Record<string, string>;

/** Pins an element `distance` px from the two edges of `position`'s corner. */
export function cornerStyle(position: WidgetPosition, distance = EDGE_PX): Declarations {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return {
    top: 'auto',
    bottom: 'auto',
    left: 'auto',
    right: 'auto',
    [vertical]: `${distance}px`,
    [horizontal]: `${EDGE_PX}px`,
  };
}

/** The chat frame: the theme's size beside the button, or the whole screen on a phone. */
export function frameStyle(look: WidgetLook, isPhone: boolean): Declarations {
  if (isPhone) {
    return {
      top: '0',
      bottom: '0',
      left: '0',
      right: '0',
      width: '100%',
      height: '100%',
      'max-width': 'none',
      'max-height': 'none',
      'border-radius': '0',
    };
  }
  return {
    ...cornerStyle(look.position, FRAME_OFFSET_PX),
    width: `${look.width}px`,
    height: `${look.height}px`,
    'max-width': `calc(100vw - ${2 * EDGE_PX}px)`,
    'max-height': `calc(100vh - ${FRAME_OFFSET_PX + EDGE_PX}px)`,
    'border-radius': '12px',
  };
}

/** Phones get the chat full screen (spec: ≤ 480 px wide). */
export const PHONE_QUERY = '(max-width: 480px)';
