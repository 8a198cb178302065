import { DEFAULT_BOT_NAME, DEFAULT_THEME, isPosition } from '../project-defaults';
import type { ChatPosition, Project, ProjectPatch } from '../projects.types';
import { normalizeHex, parseHex } from './colour';

/** The customise form as typed: numbers stay text until saved, so half-typed values are kept. */
export type CustomizeValues = {
  botName: string;
  requireUserDetails: boolean;
  welcomeMessage: string;
  templateMessages: string[];
  userBubbleColor: string;
  botBubbleColor: string;
  textColor: string;
  width: string;
  height: string;
  position: ChatPosition;
  buttonText: string;
  buttonColor: string;
};

export type CustomizeField = keyof CustomizeValues;

/** Errors by field; a template row's error is under `templateMessages.{index}`. */
export type CustomizeErrorKey = CustomizeField | `templateMessages.${number}`;
export type CustomizeErrors = Partial<Record<CustomizeErrorKey, string>>;

export const SIZE_LIMITS = {
  width: { min: 240, max: 800 },
  height: { min: 320, max: 900 },
} as const;

export const MAX_TEMPLATE_MESSAGES = 10;

export const COMMA_MESSAGE =
  'Template messages cannot contain commas — they are saved as a comma-separated list.';

/** Stored quick prompts ("a, b ,c") as rows, trimmed, empties dropped. */
export function splitTemplateMessages(joined: string): string[] {
  return joined
    .split(',')
    .map((message) => message.trim())
    .filter((message) => message !== '');
}

/** The form's starting values; colours normalised to six-digit upper-case hex (spec §5). */
export function valuesFromProject(project: Project): CustomizeValues {
  const theme = project.theme;
  return {
    botName: project.bot_name,
    requireUserDetails: project.require_user_details,
    welcomeMessage: project.bot_welcome_message,
    templateMessages: splitTemplateMessages(project.bot_template_messages),
    userBubbleColor: normalizeHex(theme.user_message_bubble_color, DEFAULT_THEME.user_message_bubble_color),
    botBubbleColor: normalizeHex(theme.bot_message_bubble_color, DEFAULT_THEME.bot_message_bubble_color),
    textColor: normalizeHex(theme.text_color, DEFAULT_THEME.text_color),
    width: String(Number.isInteger(theme.width) && theme.width > 0 ? theme.width : DEFAULT_THEME.width),
    height: String(Number.isInteger(theme.height) && theme.height > 0 ? theme.height : DEFAULT_THEME.height),
    position: isPosition(theme.position) ? theme.position : DEFAULT_THEME.position,
    buttonText: theme.button.button_text,
    buttonColor: normalizeHex(theme.button.button_color, DEFAULT_THEME.button.button_color),
  };
}

function sizeError(value: string, label: string, limits: { min: number; max: number }): string | undefined {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number < limits.min || number > limits.max) {
    return `${label} must be a whole number of pixels from ${limits.min} to ${limits.max}.`;
  }
  return undefined;
}

const COLOUR_FIELDS = ['userBubbleColor', 'botBubbleColor', 'textColor', 'buttonColor'] as const;

export function validateCustomize(values: CustomizeValues): CustomizeErrors {
  const errors: CustomizeErrors = {};
  if (values.botName.trim() === '') errors.botName = 'Agent name is required.';
  values.templateMessages.forEach((message, index) => {
    if (message.includes(',')) errors[`templateMessages.${index}`] = COMMA_MESSAGE;
  });
  for (const field of COLOUR_FIELDS) {
    if (parseHex(values[field]) === null)
      errors[field] = 'Enter a colour as # and six hex digits, e.g. #383A9E.';
  }
  const widthError = sizeError(values.width, 'Width', SIZE_LIMITS.width);
  if (widthError !== undefined) errors.width = widthError;
  const heightError = sizeError(values.height, 'Height', SIZE_LIMITS.height);
  if (heightError !== undefined) errors.height = heightError;
  if (values.buttonText.trim() === '') errors.buttonText = 'Button text is required.';
  return errors;
}

/**
 * What Save sends: only the fields this form edits, all of them on the server's allow-list —
 * never ids, status, owner or counts. Text is trimmed, template rows joined by commas.
 */
export function toProjectPatch(values: CustomizeValues): ProjectPatch {
  const colour = (value: string) => parseHex(value) ?? value;
  return {
    bot_name: values.botName.trim(),
    require_user_details: values.requireUserDetails,
    bot_welcome_message: values.welcomeMessage.trim(),
    bot_template_messages: values.templateMessages
      .map((message) => message.trim())
      .filter((message) => message !== '')
      .join(','),
    theme: {
      position: values.position,
      button: { button_text: values.buttonText.trim(), button_color: colour(values.buttonColor) },
      user_message_bubble_color: colour(values.userBubbleColor),
      bot_message_bubble_color: colour(values.botBubbleColor),
      text_color: colour(values.textColor),
      width: Number(values.width),
      height: Number(values.height),
    },
  };
}

// The server names the field it refused by its API path.
const SERVER_FIELDS: Record<string, CustomizeField> = {
  bot_name: 'botName',
  require_user_details: 'requireUserDetails',
  bot_welcome_message: 'welcomeMessage',
  bot_template_messages: 'templateMessages',
  'theme.position': 'position',
  'theme.button_text': 'buttonText',
  'theme.button.button_text': 'buttonText',
  'theme.button_color': 'buttonColor',
  'theme.button.button_color': 'buttonColor',
  'theme.user_message_bubble_color': 'userBubbleColor',
  'theme.bot_message_bubble_color': 'botBubbleColor',
  'theme.text_color': 'textColor',
  'theme.width': 'width',
  'theme.height': 'height',
};

export function fieldFromServer(field: string | null): CustomizeField | null {
  return field === null ? null : (SERVER_FIELDS[field] ?? null);
}

/** What the live preview draws: the form's values, with defaults standing in for unreadable ones. */
export type PreviewSettings = {
  botName: string;
  welcomeMessage: string;
  templateMessages: string[];
  userBubbleColor: string;
  botBubbleColor: string;
  textColor: string;
  backgroundColor: string;
  width: number;
  height: number;
  position: ChatPosition;
  buttonText: string;
  buttonColor: string;
  requireUserDetails: boolean;
};

function previewSize(value: string, fallback: number, limits: { min: number; max: number }): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) return fallback;
  return Math.min(Math.max(Math.round(number), limits.min), limits.max);
}

export function previewSettings(values: CustomizeValues, backgroundColor: string): PreviewSettings {
  return {
    botName: values.botName.trim() || DEFAULT_BOT_NAME,
    welcomeMessage: values.welcomeMessage.trim(),
    templateMessages: values.templateMessages.map((message) => message.trim()).filter(Boolean),
    userBubbleColor: parseHex(values.userBubbleColor) ?? DEFAULT_THEME.user_message_bubble_color,
    botBubbleColor: parseHex(values.botBubbleColor) ?? DEFAULT_THEME.bot_message_bubble_color,
    textColor: parseHex(values.textColor) ?? DEFAULT_THEME.text_color,
    backgroundColor: normalizeHex(backgroundColor, DEFAULT_THEME.chat_screen_background_color),
    width: previewSize(values.width, DEFAULT_THEME.width, SIZE_LIMITS.width),
    height: previewSize(values.height, DEFAULT_THEME.height, SIZE_LIMITS.height),
    position: values.position,
    buttonText: values.buttonText.trim() || DEFAULT_THEME.button.button_text,
    buttonColor: parseHex(values.buttonColor) ?? DEFAULT_THEME.button.button_color,
    requireUserDetails: values.requireUserDetails,
  };
}
