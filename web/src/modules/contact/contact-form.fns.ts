import { errorDetail, errorStatus } from '../api/api-error';
import type { ContactMessage } from './contact.types';

export type ContactFormValues = ContactMessage;
export type ContactField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

/** In the order the fields appear, for focusing the first one that needs attention. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

export const CONTACT_THANK_YOU = "Thank you! Your message has been sent. We'll get back to you soon.";

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', message: '' };

// The server's limits, so the form refuses what the server would.
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 5000;

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** Characters as a person counts them: an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** The contact form's rules: all three fields are required, within the server's limits. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'Please enter your name.';
  else if (characterCount(name) > NAME_MAX_LENGTH) {
    errors.name = `Your name can be at most ${NAME_MAX_LENGTH} characters.`;
  }

  const email = values.email.trim();
  if (email === '') errors.email = 'Please enter your email address, so we can reply.';
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) {
    errors.email = 'Enter a valid email address, like name@example.com.';
  }

  const message = values.message.trim();
  if (message === '') errors.message = 'Please write your message.';
  else if (characterCount(message) > MESSAGE_MAX_LENGTH) {
    errors.message = `Your message can be at most ${MESSAGE_MAX_LENGTH} characters; please shorten it.`;
  }
  return errors;
}

/** What is sent for valid values: each field without the spaces around it. */
export function contactMessageOf(values: ContactFormValues): ContactMessage {
  return { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
}

/** The form field a server error names (the server calls the name `full_name`), if any. */
export function contactFieldOf(serverField: string | null): ContactField | null {
  switch (serverField) {
    case 'name':
    case 'full_name':
      return 'name';
    case 'email':
      return 'email';
    case 'message':
      return 'message';
    default:
      return null;
  }
}

/** What to tell the sender when the message was not accepted: the server's reason, or why not. */
export function sendFailureMessage(error: unknown): string {
  if (errorStatus(error) === 'FETCH_ERROR') {
    return 'We could not reach SiteSage. Check your internet connection and try again — your message is still here.';
  }
  return errorDetail(error, 'Your message could not be sent. Please try again in a moment.');
}
