// The chat widget's look when an owner has not chosen one (spec §3): one copy, read by the
// projects service (a new agent's theme, and any key a stored theme lacks) and by the web app (the
// Customize form's defaults, the chat's fallbacks). Browser-safe: plain values, no Node APIs.
// Keys are the wire (proto) and storage names; colours six-digit upper-case hex.

export const themePositions = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export type ThemePosition = (typeof themePositions)[number];

export const defaultTheme = Object.freeze({
  position: 'bottom-right',
  button_text: 'Chat',
  button_color: '#383A9E',
  user_message_bubble_color: '#383A9E',
  bot_message_bubble_color: '#FFECEE',
  text_color: '#FFFFFF',
  chat_screen_background_color: '#FAFAFA',
  width: 400,
  height: 500,
} as const satisfies {
  position: ThemePosition;
  button_text: string;
  button_color: string;
  user_message_bubble_color: string;
  bot_message_bubble_color: string;
  text_color: string;
  chat_screen_background_color: string;
  width: number;
  height: number;
});
