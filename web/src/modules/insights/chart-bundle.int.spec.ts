import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The Insights charts' library (uPlot) is for owners only: the public site's first load and the
// visitor chat (/bot, framed on customers' sites) must not fetch a byte of it.
const dist = fileURLToPath(new URL('../../../dist/', import.meta.url));
/** Class names only uPlot's code and stylesheet carry. */
const uPlotMarkers = ['u-over', 'u-wrap'];

function html(name: string): string {
  const file = join(dist, name);
  if (!existsSync(file)) {
    throw new Error(`web/dist/${name} is missing: build the web app first (npm run build -w @sitesage/web)`);
  }
  return readFileSync(file, 'utf8');
}

/** What a page loads up front: its scripts, preloads and stylesheets, and the chunks they import statically. */
function loadedUpFront(page: string): string[] {
  const pending = [
    ...html(page).matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g),
  ].map((match) => join(dist, match[1] ?? ''));
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      pending.push(join(dirname(file), match[1] ?? ''));
    }
  }
  return [...seen];
}

const holdsUPlot = (file: string) =>
  uPlotMarkers.some((marker) => readFileSync(file, 'utf8').includes(marker));

describe('the Insights chart library', () => {
  it('is in a chunk of its own that only the Insights page imports, never loaded up front by the public site or the visitor chat', () => {
    const assets = readdirSync(join(dist, 'assets')).map((name) => join(dist, 'assets', name));
    const carriers = assets.filter(holdsUPlot);
    expect(carriers.length).toBeGreaterThan(0);
    // Its own chunk, which the Insights page alone imports (when it has a chart to draw).
    expect(carriers.every((file) => /\/draw-uplot-[^/]+\.(?:js|css)$/.test(file))).toBe(true);
    const importers = assets.filter(
      (file) =>
        file.endsWith('.js') &&
        !carriers.includes(file) &&
        readFileSync(file, 'utf8').includes('draw-uplot-'),
    );
    expect(importers.map((file) => /\/(\w+)-[^/]+$/.exec(file)?.[1])).toEqual(['InsightsPage']);
    for (const page of ['index.html', 'bot.html']) {
      expect(loadedUpFront(page).filter(holdsUPlot), page).toEqual([]);
    }
  });
});
