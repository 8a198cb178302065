// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { findLoaderScript, readEmbedTarget } from './embed-target.fns.js';

afterEach(() => {
  document.body.replaceChildren();
});

function embed(src: string, id?: string): HTMLScriptElement {
  const script = document.createElement('script');
  // An unknown type keeps jsdom from ever trying to run it.
  script.type = 'text/plain';
  script.src = src;
  if (id !== undefined) script.dataset.id = id;
  document.body.append(script);
  return script;
}

describe('findLoaderScript', () => {
  it('finds the embed tag among the page scripts when not running from it', () => {
    embed('https://cdn.shop.test/analytics.js');
    const loader = embed('https://app.sitesage.test/plugin.js', 'abc123');
    expect(findLoaderScript(document)).toBe(loader);
  });

  it('finds nothing on a page without the embed tag', () => {
    embed('https://app.sitesage.test/plugin.js');
    expect(findLoaderScript(document)).toBeNull();
  });
});

describe('readEmbedTarget', () => {
  it('reads the agent id and takes the origin from the script source, not the page', () => {
    const target = readEmbedTarget(embed('https://app.sitesage.test/plugin.js', 'f3a9c0de12'));
    expect(target).toEqual({ projectId: 'f3a9c0de12', origin: 'https://app.sitesage.test' });
    expect(window.location.origin).not.toBe(target?.origin);
  });

  it('resolves a relative source against the page (self-hosted demo)', () => {
    expect(readEmbedTarget(embed('/plugin.js', 'abc'))?.origin).toBe(window.location.origin);
  });

  it.each([
    ['a missing id', undefined],
    ['an empty id', ''],
    ['an id with markup', '"><img src=x onerror=alert(1)>'],
    ['an id with a path', '../admin'],
  ])('refuses %s', (_name, id) => {
    expect(readEmbedTarget(embed('https://app.sitesage.test/plugin.js', id))).toBeNull();
  });

  it('refuses a loader that is not served over http(s)', () => {
    expect(readEmbedTarget(embed('data:text/javascript,plugin.js', 'abc'))).toBeNull();
  });

  it('refuses no script at all', () => {
    expect(readEmbedTarget(null)).toBeNull();
  });
});
