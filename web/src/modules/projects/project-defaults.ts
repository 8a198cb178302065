import { defaultTheme } from '@sitesage/agent-theme';
import type { ChatPosition, ProjectTheme } from './projects.types';

/** The widget's defaults (spec §3), used wherever a stored value is missing or unreadable. */
export const DEFAULT_BOT_NAME = 'Assistant';

const { button_text, button_color, ...flat } = defaultTheme;

/** The projects service's defaults (libs/agent-theme), with the button's settings nested as the API sends them. */
export const DEFAULT_THEME: ProjectTheme = { ...flat, button: { button_text, button_color } };

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
