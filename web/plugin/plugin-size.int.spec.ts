import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// The loader runs on every page of every customer's site: it must stay small (spec budget 5 KB).
const BUDGET_BYTES = 5 * 1024;
const built = fileURLToPath(new URL('../dist/plugin.js', import.meta.url));

describe('built plugin.js', () => {
  it('exists (run `npm run build -w @sitesage/web`) and is at most 5 KB gzipped', () => {
    const gzipped = gzipSync(readFileSync(built), { level: 9 }).length;
    process.stdout.write(`plugin.js: ${gzipped} bytes gzipped (budget ${BUDGET_BYTES})\n`);
    expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
