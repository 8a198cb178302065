import { parentOrigin } from './parent-origin.fns';

/** The one message the chat sends its embedding page; it carries no conversation data (SECURITY F10). */
export const MINIMIZE_MESSAGE = { action: 'minimizeChat' } as const;

/**
 * Asks the embedding page's loader to close the chat. Addressed to the parent's origin when the
 * browser tells it; otherwise to any origin, which is acceptable only because the message is this
 * fixed, data-free object.
 */
export function minimizeChat(win: Window): void {
  if (win.parent === win) return;
  const origins = win.location.ancestorOrigins as DOMStringList | undefined;
  const ancestors = origins === undefined ? undefined : Array.from(origins);
  const target = parentOrigin(win.document.referrer, ancestors) ?? '*';
  win.parent.postMessage({ ...MINIMIZE_MESSAGE }, target);
}
