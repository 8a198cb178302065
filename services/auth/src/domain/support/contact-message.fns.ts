import { AppError } from '@sitesage/errors';
import { validateEmail, validatePersonName } from '../accounts/account-fields.fns.js';

export const contactMessageMaxLength = 5_000;

export type ContactMessage = { name: string; email: string; message: string };

// Line breaks and tabs belong in a message; every other control character does not.
// eslint-disable-next-line no-control-regex
const controlCharactersButWhitespace = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

function validateMessageText(input: string): string {
  const message = input.replace(/\r\n?/g, '\n').replace(controlCharactersButWhitespace, '').trim();
  if (!message) throw AppError.invalid('message', 'Message is required');
  if (Array.from(message).length > contactMessageMaxLength) {
    throw AppError.invalid('message', `Message must be at most ${contactMessageMaxLength} characters`);
  }
  return message;
}

/** The contact form's three fields as stored: all required, trimmed, within their limits. */
export function validateContactMessage(input: ContactMessage): ContactMessage {
  return {
    name: validatePersonName(input.name.replace(/\s+/g, ' '), 'name'),
    email: validateEmail(input.email),
    message: validateMessageText(input.message),
  };
}
