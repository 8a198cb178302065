import { isMinimizeRequest } from './minimize-message.fns.js';
import {
  cornerStyle,
  frameStyle,
  PHONE_QUERY,
  type Declarations,
  type WidgetLook,
} from './widget-look.fns.js';

export type WidgetOptions = {
  /** The SiteSage origin: the chat frame's origin and the only sender trusted to minimise it. */
  origin: string;
  projectId: string;
  look: WidgetLook;
  /** The frame's accessible name. */
  title: string;
  win?: Window;
};

export type Widget = {
  open: () => void;
  close: () => void;
  /** Removes everything the widget added to the page: element, frame and listeners. */
  destroy: () => void;
  readonly host: HTMLElement;
};

// Above nearly anything a host page stacks, below the browser's own UI.
const Z_INDEX = '2147483000';

// Only CSSOM properties, never a <style> element or a style attribute string: the host page's CSP
// may forbid inline styles, and values are set one property at a time so none can smuggle another.
/**
 * The chat frame's sandbox. The chat needs scripts, forms, and source links opening in new tabs; it
 * never needs to navigate or script the host page. On a customer's site it keeps its own
 * (SiteSage) origin for the visitor's session id: a frame of another origin cannot reach the page
 * around it anyway. On SiteSage's own pages (the demo page) the frame would be same-origin with
 * the page, and `allow-same-origin` together with `allow-scripts` would let it script the page,
 * lift its own sandbox and read the signed-in owner's storage; there it runs at an opaque origin
 * instead (the chat then keeps its session for the page's lifetime only).
 */
export function chatSandbox(chatOrigin: string, pageOrigin: string): string {
  const contained = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
  return chatOrigin === pageOrigin ? contained : `${contained} allow-same-origin`;
}

function applyStyle(element: HTMLElement, declarations: Declarations): void {
  for (const [name, value] of Object.entries(declarations))
    element.style.setProperty(name, value, 'important');
}

const BUTTON_STYLE: Declarations = {
  position: 'fixed',
  'z-index': Z_INDEX,
  'min-height': '48px',
  'min-width': '48px',
  'max-width': '60vw',
  padding: '0 20px',
  margin: '0',
  border: '0',
  'border-radius': '24px',
  'box-shadow': '0 4px 14px rgba(0,0,0,.25)',
  font: '600 15px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
  'white-space': 'nowrap',
  overflow: 'hidden',
  'text-overflow': 'ellipsis',
  cursor: 'pointer',
};

const FRAME_STYLE: Declarations = {
  position: 'fixed',
  'z-index': Z_INDEX,
  border: '0',
  margin: '0',
  padding: '0',
  background: '#fff',
  'box-shadow': '0 8px 30px rgba(0,0,0,.3)',
  'color-scheme': 'normal',
};

/**
 * The floating chat button and its lazily created chat frame, inside a shadow root so the host
 * page's CSS cannot reach them and theirs cannot leak out. Used by plugin.js and the demo page.
 */
export function mountWidget({ origin, projectId, look, title, win = window }: WidgetOptions): Widget {
  const doc = win.document;
  const host = doc.createElement('sitesage-widget');
  // Inherited styles of the host page (font, colour, visibility) stop at this element.
  host.style.setProperty('all', 'initial', 'important');
  const root = host.attachShadow({ mode: 'open' });

  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = look.label;
  button.setAttribute('aria-label', look.label);
  button.setAttribute('aria-expanded', 'false');
  applyStyle(button, {
    ...BUTTON_STYLE,
    ...cornerStyle(look.position),
    background: look.background,
    color: look.color,
  });
  root.append(button);

  const phone = typeof win.matchMedia === 'function' ? win.matchMedia(PHONE_QUERY) : null;
  let frame: HTMLIFrameElement | null = null;
  let isOpen = false;

  function placeFrame(): void {
    if (frame !== null) applyStyle(frame, frameStyle(look, phone?.matches ?? false));
  }

  function createFrame(): HTMLIFrameElement {
    const created = doc.createElement('iframe');
    created.src = `${origin}/bot/${encodeURIComponent(projectId)}`;
    created.title = title;
    created.setAttribute('sandbox', chatSandbox(origin, win.location.origin));
    applyStyle(created, FRAME_STYLE);
    root.append(created);
    return created;
  }

  function show(next: boolean): void {
    isOpen = next;
    if (next && frame === null) frame = createFrame();
    if (frame !== null) {
      placeFrame();
      frame.style.setProperty('display', next ? 'block' : 'none', 'important');
    }
    button.setAttribute('aria-expanded', String(next));
  }

  function close(): void {
    if (!isOpen) return;
    show(false);
    button.focus();
  }

  // A chat framed on SiteSage's own pages runs at an opaque origin (see chatSandbox): its messages say 'null'.
  const chatOrigin = origin === win.location.origin ? 'null' : origin;
  function onMessage(event: MessageEvent): void {
    if (isMinimizeRequest(event, chatOrigin, frame?.contentWindow ?? null)) close();
  }

  function onKeydown(event: KeyboardEvent): void {
    if (event.key === 'Escape' && isOpen) close();
  }

  button.addEventListener('click', () => {
    show(!isOpen);
  });
  win.addEventListener('message', onMessage);
  win.addEventListener('keydown', onKeydown);
  phone?.addEventListener('change', placeFrame);
  doc.body.append(host);

  return {
    host,
    open: () => {
      show(true);
    },
    close,
    destroy: () => {
      win.removeEventListener('message', onMessage);
      win.removeEventListener('keydown', onKeydown);
      phone?.removeEventListener('change', placeFrame);
      host.remove();
    },
  };
}
