import { isUnframedOutsideLocalhost } from './bot-location.fns';

type PageWindow = Pick<Window, 'top' | 'self' | 'location' | 'document'>;

/**
 * Spec §2: the chat lives inside a website's frame. Opened on its own (and not on localhost) the page
 * says 'Unauthorized access' and sends the browser to the agent's demo page. Returns whether the chat
 * may render.
 */
export function enforceFrameOnly(win: PageWindow, projectId: string): boolean {
  const framed = win.top !== win.self;
  if (!isUnframedOutsideLocalhost({ framed, hostname: win.location.hostname })) return true;
  win.document.body.replaceChildren(win.document.createTextNode('Unauthorized access'));
  win.location.replace(`/demo/${encodeURIComponent(projectId)}`);
  return false;
}
