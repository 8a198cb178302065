import type { ChatPosition, ProjectTheme } from './projects.types';

/** The widget's defaults (spec §3), used wherever a stored value is missing or unreadable. */
export const DEFAULT_BOT_NAME = 'Assistant';

export const DEFAULT_THEME: ProjectTheme = {
  position: 'bottom-right',
  button: { button_text: 'Chat', button_color: '#383A9E' },
  user_message_bubble_color: '#383A9E',
  bot_message_bubble_color: '#FFECEE',
  text_color: '#FFFFFF',
  chat_screen_background_color: '#FAFAFA',
  width: 400,
  height: 500,
};

export const POSITIONS: readonly { value: ChatPosition; label: string }[] = [
  { value: 'bottom-right', label: 'Bottom Right' },
  { value: 'bottom-left', label: 'Bottom Left' },
  { value: 'top-right', label: 'Top Right' },
  { value: 'top-left', label: 'Top Left' },
];

export function isPosition(value: string): value is ChatPosition {
  return POSITIONS.some((position) => position.value === value);
}

/** Agents per page of the list (spec §9). */
export const PROJECTS_PAGE_SIZE = 25;
