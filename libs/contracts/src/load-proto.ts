import { loadPackageDefinition } from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { fileURLToPath } from 'node:url';

/** The repository's proto/ folder; the same distance from src/ and dist/. */
export const protoDir = fileURLToPath(new URL('../../../proto/', import.meta.url));

/**
 * Options matching scripts/generate.mjs, so runtime objects have exactly the generated shapes:
 * field names as written, 64-bit integers and enums as strings, defaults filled in.
 */
const loaderOptions = {
  keepCase: true,
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [protoDir],
};

const cache = new Map<string, unknown>();

export function loadProto(file: string): unknown {
  let loaded = cache.get(file);
  if (!loaded) {
    loaded = loadPackageDefinition(loadSync(file, loaderOptions));
    cache.set(file, loaded);
  }
  return loaded;
}
