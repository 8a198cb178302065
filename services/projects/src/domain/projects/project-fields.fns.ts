import { AppError } from '@sitesage/errors';

export const fieldLimits = {
  nameMax: 100,
  descriptionMax: 2000,
  botNameMax: 60,
  welcomeMax: 500,
  templateMessageMax: 80,
  templateMessagesMax: 10,
} as const;

export const defaultBotName = 'Assistant';
export const defaultWelcomeMessage = 'Hi! How can I help you today?';
export const projectNameRequired = 'Project name is required.';

// Characters as PostgreSQL counts them (code points), so the checks here and in the schema agree.
const length = (text: string) => Array.from(text).length;
// C0/C1 control characters (and DEL) have no place in one-line labels shown in the widget.
// eslint-disable-next-line no-control-regex
const singleLineControls = /[\u0000-\u001f\u007f-\u009f]/;
// Multi-line texts may keep tabs and line breaks, nothing else.
// eslint-disable-next-line no-control-regex
const multiLineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

function oneLine(value: string, field: string, label: string, max: number, required: string): string {
  const text = value.trim();
  if (!text) throw AppError.invalid(field, required);
  if (length(text) > max) throw AppError.invalid(field, `${label} must be at most ${max} characters.`);
  if (singleLineControls.test(text))
    throw AppError.invalid(field, `${label} cannot contain control characters.`);
  return text;
}

function multiLine(value: string, field: string, label: string, max: number): string {
  const text = value.trim();
  if (length(text) > max) throw AppError.invalid(field, `${label} must be at most ${max} characters.`);
  if (multiLineControls.test(text))
    throw AppError.invalid(field, `${label} cannot contain control characters.`);
  return text;
}

export const validateName = (value: string): string =>
  oneLine(value, 'name', 'Project name', fieldLimits.nameMax, projectNameRequired);

export const validateDescription = (value: string): string =>
  multiLine(value, 'description', 'Description', fieldLimits.descriptionMax);

export const validateBotName = (value: string): string =>
  oneLine(value, 'bot_name', 'Agent name', fieldLimits.botNameMax, 'Agent name is required.');

export const validateWelcomeMessage = (value: string): string =>
  multiLine(value, 'bot_welcome_message', 'Welcome message', fieldLimits.welcomeMax);

/**
 * The comma-joined quick prompts: each trimmed, empty ones dropped, each at most 80 characters,
 * at most 10. A prompt cannot contain a comma: the string form has no way to say it.
 */
export function normaliseTemplateMessages(value: string): string {
  const field = 'bot_template_messages';
  const messages = value
    .split(',')
    .map((message) => message.trim())
    .filter(Boolean);
  if (messages.length > fieldLimits.templateMessagesMax) {
    throw AppError.invalid(
      field,
      `At most ${fieldLimits.templateMessagesMax} template messages are allowed.`,
    );
  }
  for (const message of messages) {
    if (length(message) > fieldLimits.templateMessageMax) {
      throw AppError.invalid(
        field,
        `Each template message must be at most ${fieldLimits.templateMessageMax} characters.`,
      );
    }
    if (singleLineControls.test(message)) {
      throw AppError.invalid(field, 'Template messages cannot contain control characters.');
    }
  }
  return messages.join(',');
}

const contactEmailPattern = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
const whatsappPattern = /^\+[1-9]\d{6,14}$/;

/** The owner's contact e-mail for visitors who ask for a person; '' clears it. */
export function validateContactEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (email === '') return '';
  if (email.length > 254 || !contactEmailPattern.test(email)) {
    throw AppError.invalid('contact_email', 'Enter a valid e-mail address, or leave it empty.');
  }
  return email;
}

/** The owner's WhatsApp number, with its country code, as E.164; '' clears it. */
export function validateContactWhatsapp(value: string): string {
  const phone = value.replace(/[\s\-.()]/g, '');
  if (phone === '') return '';
  if (!whatsappPattern.test(phone)) {
    throw AppError.invalid(
      'contact_whatsapp',
      'Enter the WhatsApp number with its country code, e.g. +91 98005 51638.',
    );
  }
  return phone;
}
