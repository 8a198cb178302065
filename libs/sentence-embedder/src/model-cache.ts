import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { graphBuilderVersion, type Precision } from './bert-graph.js';

/**
 * The ONNX file for these weights, this precision and this version of the graph builder, built
 * when missing. Building takes a few seconds, so the file is kept (the data folder under
 * `npm start`, a shared cache folder for tests); the name carries the weights' checksum and the
 * builder version, so new weights or a changed graph never load an old file.
 *
 * Two processes starting together may both build; each writes its own temporary file and renames
 * it into place, which is atomic on one file system, so a reader sees a whole file or none.
 */
export async function ensureCachedModel(options: {
  cacheDir: string;
  weightsSha256: string;
  precision: Precision;
  build: () => Promise<Uint8Array>;
}): Promise<{ path: string; built: boolean }> {
  const path = join(
    options.cacheDir,
    `all-MiniLM-L6-v2-${options.precision}-${options.weightsSha256.slice(0, 16)}-g${graphBuilderVersion}.onnx`,
  );
  if (await exists(path)) return { path, built: false };
  await mkdir(options.cacheDir, { recursive: true });
  const bytes = await options.build();
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  } finally {
    await rm(temporary, { force: true });
  }
  return { path, built: true };
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
