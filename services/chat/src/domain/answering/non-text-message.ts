import { AppError } from '@sitesage/errors';
import { wordsOf } from './words-of.fns.js';

/** What a visitor reads after sending something the agent cannot read (an image, a voice note, …). */
export const textOnlyReply =
  'Sorry, I can only read text messages. Please type your question and I will be glad to help.';

/** Meta's message types are short lowercase words (image, audio, sticker, interactive, …). */
const messageTypePattern = /^[a-z][a-z_]{0,31}$/;

const isText = (messageType: string | undefined): messageType is '' | 'text' | undefined =>
  messageType === undefined || messageType === '' || messageType === 'text';

/**
 * What is stored for a message without text, so the owner's inbox shows it in its place
 * ("[image]"); undefined for a text message. An unknown shape is refused, naming the field.
 */
export function nonTextStandIn(messageType: string | undefined): string | undefined {
  if (isText(messageType)) return undefined;
  if (!messageTypePattern.test(messageType)) {
    throw AppError.invalid('message_type', 'message_type must be a message type such as image or audio');
  }
  return `[${messageType}]`;
}

/**
 * The reply to a message without text, in place of a search of the site; undefined for text.
 * Reached only after the takeover check: while an owner holds the conversation nothing is sent.
 */
export function nonTextAnswer(messageType: string | undefined) {
  if (isText(messageType)) return undefined;
  return { pieces: wordsOf(textOnlyReply), sources: () => [], declined: false };
}
