/**
 * True only for `{action:'minimizeChat'}` sent by our own chat frame (SECURITY F10): the sender's
 * origin must be the SiteSage origin and its window the frame's window, so another frame or the
 * host page cannot close the chat, and nothing else in the message is acted on.
 */
export function isMinimizeRequest(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  siteSageOrigin: string,
  frameWindow: MessageEventSource | null,
): boolean {
  if (event.origin !== siteSageOrigin || frameWindow === null || event.source !== frameWindow) return false;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const keys = Object.keys(data);
  return keys.length === 1 && keys[0] === 'action' && (data as { action: unknown }).action === 'minimizeChat';
}
