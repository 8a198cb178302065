import type { Project__Output, PublicProject__Output, Theme__Output } from '@sitesage/contracts';
import type { ContractValue } from '../http/contract.js';
import type { themePatchBody } from './project.schemas.js';

// The web app's JSON nests the chat-button settings (spec §3 Theme); the proto keeps them flat.
// These functions only reshape; every rule about the values lives in the projects service.

export type ThemeJson = {
  position: string;
  button: { button_text: string; button_color: string };
  user_message_bubble_color: string;
  bot_message_bubble_color: string;
  text_color: string;
  chat_screen_background_color: string;
  width: number;
  height: number;
};

/** The theme changes an owner sends, as the update route's schema lets them through. */
export type ThemePatchJson = ContractValue<typeof themePatchBody>;

export function themeToJson(theme: Theme__Output | null): ThemeJson | null {
  if (!theme) return null;
  const { button_text, button_color, ...rest } = theme;
  return { ...rest, button: { button_text, button_color } };
}

/** The owner's theme changes, flattened for the proto; named fields only, so nothing else rides along. */
export function themePatchFromJson(theme: ThemePatchJson | undefined) {
  if (!theme) return undefined;
  return {
    position: theme.position,
    button_text: theme.button?.button_text,
    button_color: theme.button?.button_color,
    user_message_bubble_color: theme.user_message_bubble_color,
    bot_message_bubble_color: theme.bot_message_bubble_color,
    text_color: theme.text_color,
    chat_screen_background_color: theme.chat_screen_background_color,
    width: theme.width,
    height: theme.height,
  };
}

export function projectToJson(
  project: Project__Output,
  counts: {
    totalSessions: number;
    totalResponses: number;
    totalResources: number;
    /** The agent's sources learned, failed and still processing (the agents list only). */
    training?: { learned: number; failed: number; processing: number };
  },
) {
  return { ...project, theme: themeToJson(project.theme), ...counts };
}

export function publicProjectToJson(project: PublicProject__Output) {
  return { ...project, theme: themeToJson(project.theme) };
}
