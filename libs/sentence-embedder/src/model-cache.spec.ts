import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { graphBuilderVersion } from './bert-graph.js';
import { ensureCachedModel } from './model-cache.js';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the model cache', () => {
  it('builds once, names the file by weights and builder version, and reuses it', async () => {
    const cacheDir = join(await mkdtemp(join(tmpdir(), 'sitesage-cache-')), 'models');
    folders.push(cacheDir);
    let builds = 0;
    const build = () => {
      builds++;
      return Promise.resolve(new Uint8Array(1_000_000).fill(7));
    };
    const first = await ensureCachedModel({
      cacheDir,
      weightsSha256: 'ab'.repeat(32),
      precision: 'int8',
      build,
    });
    const second = await ensureCachedModel({
      cacheDir,
      weightsSha256: 'ab'.repeat(32),
      precision: 'int8',
      build,
    });
    expect(first).toEqual({
      path: join(cacheDir, `all-MiniLM-L6-v2-int8-abababababababab-g${graphBuilderVersion}.onnx`),
      built: true,
    });
    expect(second).toEqual({ path: first.path, built: false });
    expect(builds).toBe(1);
  });

  it('leaves one whole file and no temporary files when two builders race', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'sitesage-cache-'));
    folders.push(cacheDir);
    const builder = (fill: number) => () =>
      new Promise<Uint8Array>((resolve) =>
        setTimeout(() => {
          resolve(new Uint8Array(4_000_000).fill(fill));
        }, 20),
      );
    const options = { cacheDir, weightsSha256: 'cd'.repeat(32), precision: 'fp32' as const };
    const [a, b] = await Promise.all([
      ensureCachedModel({ ...options, build: builder(1) }),
      ensureCachedModel({ ...options, build: builder(2) }),
    ]);
    expect(a.path).toBe(b.path);
    expect(await readdir(cacheDir)).toEqual([a.path.slice(cacheDir.length + 1)]);
    const bytes = await readFile(a.path);
    expect(bytes.length).toBe(4_000_000);
    expect(new Set(bytes).size).toBe(1);
  });
});
