import {
  defaultTheme as sharedDefaultTheme,
  themePositions,
  type ThemePosition,
} from '@sitesage/agent-theme';
import { AppError } from '@sitesage/errors';

/** The chat widget's look. Keys are the wire (proto) and storage (jsonb) names. */
export type Theme = {
  position: ThemePosition;
  button_text: string;
  button_color: string;
  user_message_bubble_color: string;
  bot_message_bubble_color: string;
  text_color: string;
  chat_screen_background_color: string;
  width: number;
  height: number;
};

export { themePositions, type ThemePosition };

/** Spec §3 defaults (libs/agent-theme, which the web app reads too); colours as stored. */
export const defaultTheme: Readonly<Theme> = sharedDefaultTheme;

export const themeLimits = {
  buttonTextMax: 24,
  width: { min: 240, max: 800 },
  height: { min: 320, max: 900 },
} as const;

export const colourFields = [
  'button_color',
  'user_message_bubble_color',
  'bot_message_bubble_color',
  'text_color',
  'chat_screen_background_color',
] as const;
export type ColourField = (typeof colourFields)[number];

const colourLabels: Record<ColourField, string> = {
  button_color: 'Button colour',
  user_message_bubble_color: 'User message bubble colour',
  bot_message_bubble_color: 'Bot message bubble colour',
  text_color: 'Text colour',
  chat_screen_background_color: 'Chat screen background colour',
};

/** '#abc' or '#aabbcc' in any case → '#AABBCC'; anything else (names, rgb(), CSS tricks) → undefined. */
export function normaliseHexColour(input: string): string | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!match?.[1]) return undefined;
  const hex =
    match[1].length === 3
      ? Array.from(match[1])
          .map((c) => c + c)
          .join('')
      : match[1];
  return `#${hex.toUpperCase()}`;
}

/** A partial theme as a caller sends it: undefined leaves a field as it is. */
export type ThemePatchInput = { [K in keyof Theme]?: K extends 'width' | 'height' ? number : string };

const field = (name: keyof Theme) => `theme.${name}`;
// C0/C1 control characters have no place in a one-line label.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

/** Validates and normalises the fields present; every error names its field (theme.button_color…). */
export function validateThemePatch(patch: ThemePatchInput): Partial<Theme> {
  const out: Partial<Theme> = {};
  if (patch.position !== undefined) {
    const position = patch.position.trim().toLowerCase();
    if (!(themePositions as readonly string[]).includes(position)) {
      throw AppError.invalid(field('position'), `Position must be one of ${themePositions.join(', ')}.`);
    }
    out.position = position as ThemePosition;
  }
  if (patch.button_text !== undefined) {
    const text = patch.button_text.trim();
    if (!text) throw AppError.invalid(field('button_text'), 'Button text is required.');
    if (Array.from(text).length > themeLimits.buttonTextMax) {
      throw AppError.invalid(
        field('button_text'),
        `Button text must be at most ${themeLimits.buttonTextMax} characters.`,
      );
    }
    if (controlCharacters.test(text)) {
      throw AppError.invalid(field('button_text'), 'Button text cannot contain control characters.');
    }
    out.button_text = text;
  }
  for (const name of colourFields) {
    const value = patch[name];
    if (value === undefined) continue;
    const colour = normaliseHexColour(value);
    if (!colour) {
      throw AppError.invalid(field(name), `${colourLabels[name]} must be a hex colour such as #383A9E.`);
    }
    out[name] = colour;
  }
  for (const name of ['width', 'height'] as const) {
    const value = patch[name];
    if (value === undefined) continue;
    const { min, max } = themeLimits[name];
    if (!Number.isInteger(value) || value < min || value > max) {
      const label = name === 'width' ? 'Width' : 'Height';
      throw AppError.invalid(field(name), `${label} must be between ${min} and ${max} pixels.`);
    }
    out[name] = value;
  }
  return out;
}

/** The stored theme with defaults for any key an older row lacks or holds an unusable value in. */
export function themeFromStored(stored: unknown): Theme {
  const theme: Theme = { ...defaultTheme };
  if (typeof stored !== 'object' || stored === null) return theme;
  const values = stored as Record<string, unknown>;
  for (const key of Object.keys(defaultTheme) as (keyof Theme)[]) {
    const value = values[key];
    try {
      const valid = validateThemePatch({ [key]: value });
      Object.assign(theme, valid);
    } catch {
      // keep the default
    }
  }
  return theme;
}
