#!/usr/bin/env node
// `npm test`: every check CI makes, in order, stopping at the first failure: generated contracts
// (proto code, the OpenAPI document and the web's API types) up to date, lint and formatting, typecheck and build, then the unit, integration and
// end-to-end suites. Ends with one summary line 'N passed, N failed'.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'sitesage-test-'));
const only = process.argv.slice(2);

const steps = [
  // The proto code, then the HTTP contract's OpenAPI document and web types (read from the built gateway).
  [
    'contracts',
    'node libs/contracts/scripts/generate.mjs --check && npx tsc -b services/gateway && node services/gateway/scripts/http-contract.mjs --check',
  ],
  ['lint', 'npx nx show projects >/dev/null && npx eslint --max-warnings=0 .'],
  ['format', 'npx prettier --check . --log-level warn'],
  ['focused tests', 'node infra/bin/check-no-only.mjs'],
  ['typecheck + build', 'npm run --silent typecheck'],
  ['web build', 'npm run build --silent -w @sitesage/web'],
  ['unit tests', 'vitest:unit'],
  ['integration tests', 'vitest:integration'],
  ['end-to-end tests', 'vitest:e2e'],
].filter(([name]) => only.length === 0 || only.some((word) => name.includes(word)));

let passed = 0;
let failed = 0;

for (const [name, command] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  let ok;
  if (command.startsWith('vitest:')) {
    const project = command.slice('vitest:'.length);
    const report = join(reports, `${project}.json`);
    const result = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        project,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } },
    );
    ok = result.status === 0;
    if (existsSync(report)) {
      const summary = JSON.parse(readFileSync(report, 'utf8'));
      passed += summary.numPassedTests;
      failed += summary.numFailedTests;
      if (summary.numTotalTests === 0) {
        console.error(`✗ ${name}: no tests ran`);
        ok = false;
      }
    }
  } else {
    try {
      execSync(command, { cwd: root, stdio: 'inherit' });
      ok = true;
    } catch {
      ok = false;
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!ok) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
