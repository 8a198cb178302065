import { fileURLToPath } from 'node:url';

/**
 * The model cache the test suites share: under the repository's node_modules/.cache, so the ONNX
 * files are built once per machine (or CI run) and every later test file only loads them.
 */
export const sharedModelCacheDir = fileURLToPath(
  new URL('../../../../node_modules/.cache/sitesage-models', import.meta.url),
);
