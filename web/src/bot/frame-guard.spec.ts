import { describe, expect, it, vi } from 'vitest';
import { projectIdFromPath } from './bot-location.fns';
import { enforceFrameOnly } from './frame-guard';

function page(hostname: string, framed: boolean) {
  const self = {};
  const body = { text: '', replaceChildren: (node: { text: string }) => (body.text = node.text) };
  const replace = vi.fn();
  const win = {
    self,
    top: framed ? {} : self,
    location: { hostname, replace },
    document: { body, createTextNode: (text: string) => ({ text }) },
  };
  return { win: win as unknown as Window, body, replace };
}

describe('frame-only rule', () => {
  it('replaces the page with "Unauthorized access" and goes to the demo when opened on its own', () => {
    const { win, body, replace } = page('chat.sitesage.test', false);
    expect(enforceFrameOnly(win, 'acme shop')).toBe(false);
    expect(body.text).toBe('Unauthorized access');
    expect(replace).toHaveBeenCalledWith('/demo/acme%20shop');
  });

  it('shows the chat inside a frame', () => {
    const { win, replace } = page('chat.sitesage.test', true);
    expect(enforceFrameOnly(win, 'acme')).toBe(true);
    expect(replace).not.toHaveBeenCalled();
  });

  it.each(['localhost', '127.0.0.1'])('shows the chat outside a frame on %s (development)', (host) => {
    const { win, replace } = page(host, false);
    expect(enforceFrameOnly(win, 'acme')).toBe(true);
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('projectIdFromPath', () => {
  it('reads the agent id from /bot/{id}, and uses the default when absent', () => {
    expect(projectIdFromPath('/bot/acme', 'default')).toBe('acme');
    expect(projectIdFromPath('/bot/acme%20shop/', 'default')).toBe('acme shop');
    expect(projectIdFromPath('/bot', 'default')).toBe('default');
    expect(projectIdFromPath('/bot/', 'default')).toBe('default');
    expect(projectIdFromPath('/bot/%E0%A4%A', 'default')).toBe('default');
  });
});
