// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ORIGIN = 'https://app.sitesage.test';

beforeEach(() => {
  vi.resetModules();
  // Run the idle work at once: the tests are about what happens, not when.
  vi.stubGlobal('requestIdleCallback', (task: () => void) => {
    task();
    return 1;
  });
});

afterEach(() => {
  document.body.replaceChildren();
  delete window.SiteSageWidget;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function embed(id: string) {
  const script = document.createElement('script');
  script.type = 'text/plain';
  script.src = `${ORIGIN}/plugin.js`;
  script.dataset.id = id;
  document.body.append(script);
}

async function runLoader() {
  await import('./plugin.js');
  await vi.waitFor(() => {
    expect(fetchMock).toHaveBeenCalled();
  });
  // Let the fetch's promise chain settle.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const fetchMock = vi.fn<typeof fetch>();

function answer(response: () => Response | Promise<Response>) {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => response());
  vi.stubGlobal('fetch', fetchMock);
}

function chatButton() {
  return document.querySelector('sitesage-widget')?.shadowRoot?.querySelector('button') ?? null;
}

describe('plugin.js', () => {
  it('asks the SiteSage origin for the agent and draws its button', async () => {
    answer(() =>
      Response.json({
        name: 'Acme',
        bot_name: 'Ava',
        theme: { button: { button_text: 'Help', button_color: '#123456' } },
      }),
    );
    embed('pub1');
    await runLoader();
    expect(fetchMock).toHaveBeenCalledWith(`${ORIGIN}/api/v1/projects/project/pub1`, { credentials: 'omit' });
    expect(chatButton()?.textContent).toBe('Help');
    expect(document.querySelectorAll('sitesage-widget')).toHaveLength(1);
  });

  it('lets the host page open the chat', async () => {
    answer(() => Response.json({ theme: {} }));
    embed('pub1');
    await runLoader();
    window.SiteSageWidget?.open();
    expect(chatButton()?.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows nothing and warns once for an unknown agent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(() => Response.json({ detail: 'Project not found' }, { status: 404 }));
    embed('missing');
    await runLoader();
    expect(chatButton()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('shows nothing and warns once when the network fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    embed('pub1');
    await runLoader();
    expect(chatButton()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("draws nothing on a page outside the agent's allowed websites, and says once how to fix it", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(() =>
      Response.json({ theme: {}, allowed_hosts: ['shop.test', '*.shop.test'], allow_localhost: false }),
    );
    embed('pub1');
    await runLoader();
    expect(chatButton()).toBeNull();
    expect(window.SiteSageWidget).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    // jsdom's page is on localhost: the fix is the localhost switch.
    expect(warn.mock.calls[0]?.[0]).toBe(
      `SiteSage chat: ${window.location.host} is not in this agent's Allowed websites, so no chat is shown. ` +
        'Fix: in SiteSage, Deploy > Allowed websites, turn on "Allow testing on localhost".',
    );
  });

  it('draws the button on localhost once testing there is allowed', async () => {
    answer(() => Response.json({ theme: {}, allowed_hosts: ['shop.test'], allow_localhost: true }));
    embed('pub1');
    await runLoader();
    expect(chatButton()).not.toBeNull();
  });

  it('does nothing but warn when the embed tag has no id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(() => Response.json({}));
    const script = document.createElement('script');
    script.type = 'text/plain';
    script.src = `${ORIGIN}/plugin.js`;
    script.dataset.id = '';
    document.body.append(script);
    await import('./plugin.js');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
