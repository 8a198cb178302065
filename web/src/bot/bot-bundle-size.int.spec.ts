import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// The chat page is downloaded by every visitor of every customer site that embeds it: its
// JavaScript stays within 80 KiB gzipped (React itself is about 68 KiB of that).
const BUDGET_BYTES = 80 * 1024;
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

function readBotHtml(): string {
  const file = join(dist, 'bot.html');
  if (!existsSync(file)) {
    throw new Error(
      `web/dist/bot.html is missing: build the web app first (npm run build -w @sitesage/web). Looked in ${dist}`,
    );
  }
  return readFileSync(file, 'utf8');
}

/** Scripts bot.html loads: its entry and preloads, then every chunk they import, statically or not. */
function scriptsOfBotPage(): string[] {
  const html = readBotHtml();
  const pending = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.js)"/g)].map((m) =>
    join(dist, m[1] ?? ''),
  );
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      pending.push(join(dirname(file), match[1] ?? ''));
    }
  }
  return [...seen];
}

describe('visitor chat bundle', () => {
  it('keeps the JavaScript of /bot within its gzipped budget', () => {
    const scripts = scriptsOfBotPage();
    const sizes = scripts.map((file) => ({
      file: relative(dist, file),
      gzip: gzipSync(readFileSync(file)).length,
    }));
    const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
    process.stdout.write(
      `bot.html JavaScript: ${(total / 1024).toFixed(1)} KiB gzipped of ${BUDGET_BYTES / 1024} KiB\n` +
        sizes.map((size) => `  ${size.file}: ${(size.gzip / 1024).toFixed(1)} KiB\n`).join(''),
    );
    expect(scripts.some((file) => file.includes('/assets/bot-'))).toBe(true);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('carries no router, store or admin code', () => {
    const code = scriptsOfBotPage()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const marker of ['createBrowserRouter', 'configureStore', 'sitesage.auth', 'token_expires_at']) {
      expect(code, marker).not.toContain(marker);
    }
  });
});
