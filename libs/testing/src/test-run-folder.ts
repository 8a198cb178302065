import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder shared by every test file of the current vitest run, if the run made one. */
export function testRunFolder(): string | undefined {
  // Set by the global setup below; vitest's forked workers inherit the environment.
  return process.env.SITESAGE_TEST_RUN_DIR || undefined;
}

/**
 * vitest's global setup for a suite: makes a folder for things worth making once per run instead
 * of once per test file (migrated database snapshots), and removes it when the run ends. Made per
 * run, never kept between runs, so nothing in it can go stale.
 */
export default function setupTestRunFolder(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'sitesage-test-run-'));
  process.env.SITESAGE_TEST_RUN_DIR = folder;
  return () => {
    delete process.env.SITESAGE_TEST_RUN_DIR;
    rmSync(folder, { recursive: true, force: true });
  };
}
