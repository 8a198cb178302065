/** One message of a prompt, in the roles every chat provider understands. */
export type PromptMessage = { readonly role: 'system' | 'user' | 'assistant'; readonly content: string };

/** One earlier turn of the conversation, read from the server's own store (never sent by the client). */
export type ConversationTurn = { readonly role: 'user' | 'assistant'; readonly content: string };

/** Tag names the prompts use as delimiters; the same words inside untrusted text are defused. */
const delimiterNames = 'passages?|question|conversation|history|system|assistant|user|instructions?|rules';
const delimiterLookAlike = new RegExp(`<(\\s*/?\\s*)(${delimiterNames})(?=[\\s>/=]|$)`, 'gi');
// Invisible characters: C0/C1 controls (not tab or newline), zero-width and bidi overrides.
const controlCharacters =
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;

/**
 * Makes untrusted text (crawled pages, visitor messages) safe to place between the prompt's
 * delimiters: it cannot close or open a delimiter, imitate a chat-template role marker, or hide
 * text in invisible characters. NFKC first, so full-width `＜passage＞` is caught as `<passage>`.
 * What remains is readable for the model; only the look-alike brackets change (`<` → `‹`).
 */
export function neutraliseUntrusted(text: string): string {
  return text
    .normalize('NFKC')
    .replace(controlCharacters, '')
    .replace(delimiterLookAlike, '‹$1$2')
    .replace(/<\|/g, '‹|')
    .replace(/\|>/g, '|›')
    .replace(/\[(\/?)(INST|SYS)\]/gi, '($1$2)')
    .replace(/<<(\/?)SYS>>/gi, '‹‹$1SYS››');
}

/** One line of owner-supplied text (bot name, site name): no line breaks, bounded. */
export function singleLine(text: string, maxChars: number): string {
  return clip(neutraliseUntrusted(text).replace(/\s+/g, ' ').trim(), maxChars);
}

/** Cuts at `maxChars`, marking the cut so the model does not read a clipped sentence as whole. */
export function clip(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
}

/** The most recent `count` turns, oldest first, each bounded. */
export function recentTurns(history: readonly ConversationTurn[], count: number, maxChars: number) {
  return history
    .slice(-count)
    .filter((turn) => turn.content.trim().length > 0)
    .map((turn) => ({ role: turn.role, content: clip(neutraliseUntrusted(turn.content).trim(), maxChars) }));
}
