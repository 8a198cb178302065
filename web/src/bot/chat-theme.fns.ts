import { defaultTheme } from '@sitesage/agent-theme';
import type { PublicTheme } from './bot-api.types';

export type ChatColours = {
  /** Header, the visitor's bubbles and the send button. */
  accent: string;
  /** Text on the accent colour. */
  onAccent: string;
  botBubble: string;
  background: string;
};

/**
 * Spec §3: the chat's own fallbacks, used when the agent has no valid colour: the agents' default
 * theme (libs/agent-theme), except the accent, which is the chat's own.
 */
export const FALLBACK_COLOURS: ChatColours = {
  accent: '#673AB7',
  onAccent: defaultTheme.text_color,
  botBubble: defaultTheme.bot_message_bubble_color,
  background: defaultTheme.chat_screen_background_color,
};

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * A theme colour, or `fallback` unless it is exactly #RRGGBB. The server validates too (SECURITY F2);
 * this keeps a bad stored value such as `#fff;background:url(//evil.test)` out of style attributes.
 */
export function safeColour(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX_COLOUR.test(value) ? value.toUpperCase() : fallback;
}

export function chatColours(theme: Partial<PublicTheme> | null | undefined): ChatColours {
  return {
    accent: safeColour(theme?.user_message_bubble_color, FALLBACK_COLOURS.accent),
    onAccent: safeColour(theme?.text_color, FALLBACK_COLOURS.onAccent),
    botBubble: safeColour(theme?.bot_message_bubble_color, FALLBACK_COLOURS.botBubble),
    background: safeColour(theme?.chat_screen_background_color, FALLBACK_COLOURS.background),
  };
}
