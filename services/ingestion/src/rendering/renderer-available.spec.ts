import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRendererAvailable } from './renderer-available.js';

describe('isRendererAvailable', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'renderer-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('is true for an executable file', async () => {
    const browser = join(folder, 'chromium');
    await writeFile(browser, '#!/bin/sh\n');
    await chmod(browser, 0o755);
    expect(await isRendererAvailable(browser)).toBe(true);
  });

  it('is false for a missing path, a folder, or a file that cannot be run', async () => {
    const plain = join(folder, 'readme');
    await writeFile(plain, 'not a program');
    await chmod(plain, 0o644);
    expect(await isRendererAvailable(join(folder, 'missing'))).toBe(false);
    expect(await isRendererAvailable(folder)).toBe(false);
    // Root may execute any file with an execute bit; a file without one is refused for everyone.
    expect(await isRendererAvailable(plain)).toBe(false);
  });
});
