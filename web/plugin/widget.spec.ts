// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatSandbox, mountWidget, type Widget } from './widget.js';
import { widgetLook } from './widget-look.fns.js';

const ORIGIN = 'https://app.sitesage.test';
let widget: Widget | undefined;

afterEach(() => {
  document.body.replaceChildren();
  widget?.destroy();
  widget = undefined;
  vi.unstubAllGlobals();
});

function mount(theme: unknown = {}, origin = ORIGIN) {
  widget = mountWidget({
    origin,
    projectId: 'pub1',
    look: widgetLook(theme),
    title: 'Chat with Ava',
  });
  const root = widget.host.shadowRoot;
  if (root === null) throw new Error('no shadow root');
  const button = root.querySelector('button');
  if (button === null) throw new Error('no button');
  return { root, button, frame: () => root.querySelector('iframe') };
}

function phoneScreen(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/**
 * jsdom gives frames inside a shadow root no window, so the chat frame is handed the window of a
 * plain frame: messages from it are then "from the chat frame", as in a browser.
 */
function openWithChatWindow(button: HTMLButtonElement, frame: () => HTMLIFrameElement | null): Window {
  button.click();
  const standIn = document.createElement('iframe');
  document.body.append(standIn);
  const chatWindow = standIn.contentWindow;
  const chat = frame();
  if (chatWindow === null || chat === null) throw new Error('no frame');
  Object.defineProperty(chat, 'contentWindow', { value: chatWindow });
  return chatWindow;
}

function post(data: unknown, origin: string, source: MessageEventSource | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('chat button', () => {
  it('is a labelled, collapsed button in the theme corner and colours', () => {
    const { button } = mount({
      position: 'top-left',
      button: { button_text: 'Ask Ava', button_color: '#112233' },
      text_color: '#eeeeee',
    });
    expect(button.textContent).toBe('Ask Ava');
    expect(button.getAttribute('aria-label')).toBe('Ask Ava');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.style.getPropertyValue('position')).toBe('fixed');
    expect(button.style.getPropertyValue('top')).toBe('20px');
    expect(button.style.getPropertyValue('left')).toBe('20px');
    expect(button.style.getPropertyValue('background')).toContain('rgb(17, 34, 51)');
    expect(button.style.getPropertyValue('color')).toBe('rgb(238, 238, 238)');
  });

  it('loads no chat before the first open', () => {
    const { frame } = mount();
    expect(frame()).toBeNull();
  });

  it('opens the chat of this agent from the SiteSage origin, and toggles it', () => {
    const { button, frame } = mount({ width: 380, height: 520 });
    button.click();
    const chat = frame();
    expect(chat?.src).toBe(`${ORIGIN}/bot/pub1`);
    expect(chat?.title).toBe('Chat with Ava');
    expect(chat?.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(chat?.style.getPropertyValue('width')).toBe('380px');
    expect(chat?.style.getPropertyValue('height')).toBe('520px');
    expect(button.getAttribute('aria-expanded')).toBe('true');

    button.click();
    expect(chat?.style.getPropertyValue('display')).toBe('none');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.click();
    expect(frame()).toBe(chat);
    expect(chat?.style.getPropertyValue('display')).toBe('block');
  });

  it('fills the screen on a phone', () => {
    phoneScreen(true);
    const { button, frame } = mount({ width: 380, height: 520 });
    button.click();
    expect(frame()?.style.getPropertyValue('width')).toBe('100%');
    expect(frame()?.style.getPropertyValue('height')).toBe('100%');
  });

  it('keeps the theme size on a wider screen', () => {
    phoneScreen(false);
    const { button, frame } = mount({ width: 380, height: 520 });
    button.click();
    expect(frame()?.style.getPropertyValue('width')).toBe('380px');
  });
});

describe('minimise message', () => {
  it('closes the chat when its own frame asks', () => {
    const { button, frame } = mount();
    post({ action: 'minimizeChat' }, ORIGIN, openWithChatWindow(button, frame));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(frame()?.style.getPropertyValue('display')).toBe('none');
  });

  it('ignores the host page, other origins and other shapes', () => {
    const { button, frame } = mount();
    const chatWindow = openWithChatWindow(button, frame);
    post({ action: 'minimizeChat' }, ORIGIN, window);
    post({ action: 'minimizeChat' }, 'https://evil.test', chatWindow);
    post({ action: 'minimizeChat', extra: 1 }, ORIGIN, chatWindow);
    post('minimizeChat', ORIGIN, chatWindow);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('stops listening once destroyed and leaves nothing on the page', () => {
    const { button, frame } = mount();
    const chatWindow = openWithChatWindow(button, frame);
    widget?.destroy();
    post({ action: 'minimizeChat' }, ORIGIN, chatWindow);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('sitesage-widget')).toBeNull();
  });
});

describe('keyboard', () => {
  it('closes with Escape', () => {
    const { button } = mount();
    button.click();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the chat frame on SiteSage’s own pages (the demo page)', () => {
  const ownOrigin = () => window.location.origin;

  it('runs at an opaque origin there, so it can neither script the page nor lift its own sandbox', () => {
    const { button, frame } = mount({}, ownOrigin());
    button.click();
    const tokens = (frame()?.getAttribute('sandbox') ?? '').split(' ');
    expect(tokens).toContain('allow-scripts');
    expect(tokens).not.toContain('allow-same-origin');
    expect(tokens).not.toContain('allow-top-navigation');
  });

  it("keeps its own origin on a customer's site, where the page around it is another origin", () => {
    expect(chatSandbox(ORIGIN, 'https://customer.test').split(' ')).toContain('allow-same-origin');
    expect(chatSandbox(ORIGIN, ORIGIN).split(' ')).not.toContain('allow-same-origin');
  });

  it("closes when its own frame asks from the opaque origin, and ignores 'null' from anyone else", () => {
    const { button, frame } = mount({}, ownOrigin());
    const chatWindow = openWithChatWindow(button, frame);
    post({ action: 'minimizeChat' }, 'null', window);
    post({ action: 'minimizeChat' }, ownOrigin(), chatWindow);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    post({ action: 'minimizeChat' }, 'null', chatWindow);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
