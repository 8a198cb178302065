import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEAM } from './team';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));

describe('team portraits', () => {
  it('exist as small SVG files, so the about page shows no broken images', () => {
    for (const member of TEAM) {
      const path = `${publicDir}${member.image}`;
      expect(statSync(path).size).toBeLessThanOrEqual(8 * 1024);
      expect(readFileSync(path, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 160 160"/);
    }
  });
});
