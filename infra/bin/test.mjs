#!/usr/bin/env node
// `npm test`: every check CI makes, in order, stopping at the first failure: generated contracts
// (proto code, the OpenAPI document and the web's API types) up to date, lint and formatting, typecheck and build, then the unit, integration and
// end-to-end suites. Ends with one summary line 'N passed, N failed'.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'sitesage-test-'));
const only = process.argv.slice(2);

// Steps in one group run side by side, in lanes: ESLint's type-aware pass and the TypeScript
// build are each single-threaded and together take minutes, so on a two-core machine they share
// the time rather than add up. Within a lane, and between groups, order is kept.
const groups = [
  // The proto code, then the HTTP contract's OpenAPI document and web types (read from the built gateway).
  [
    [
      [
        'contracts',
        'node libs/contracts/scripts/generate.mjs --check && npx tsc -b services/gateway && node services/gateway/scripts/http-contract.mjs --check',
      ],
    ],
  ],
  [
    [['lint', 'npx nx show projects >/dev/null && npx eslint --max-warnings=0 .']],
    [
      ['format', 'npx prettier --check . --log-level warn'],
      ['focused tests', 'node infra/bin/check-no-only.mjs'],
      ['typecheck + build', 'npm run --silent typecheck'],
      ['web build', 'npm run build --silent -w @sitesage/web'],
    ],
  ],
  [[['unit tests', 'vitest:unit']]],
  [[['integration tests', 'vitest:integration']]],
  [[['end-to-end tests', 'vitest:e2e']]],
]
  .map((lanes) =>
    lanes
      .map((lane) => lane.filter(([name]) => only.length === 0 || only.some((word) => name.includes(word))))
      .filter((lane) => lane.length > 0),
  )
  .filter((lanes) => lanes.length > 0);

let passed = 0;
let failed = 0;

/** Runs a shell command; alone it prints as it goes, beside others its output is kept until it ends. */
function runCommand(command, alone) {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { cwd: root, stdio: alone ? 'inherit' : 'pipe' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function runVitest(project) {
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
  let ok = result.status === 0;
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    if (summary.numTotalTests === 0) {
      console.error(`✗ ${project} tests: no tests ran`);
      ok = false;
    }
  }
  return ok;
}

/** Runs one lane's steps in order; returns the name of the step that failed, if one did. */
async function runLane(lane, alone) {
  for (const [name, command] of lane) {
    const started = Date.now();
    if (alone) console.log(`\n▶ ${name}`);
    let ok;
    if (command.startsWith('vitest:')) {
      ok = await runVitest(command.slice('vitest:'.length));
    } else {
      const result = await runCommand(command, alone);
      ok = result.ok;
      if (!alone) process.stdout.write(`\n▶ ${name}\n${result.output}`);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (!ok) {
      console.error(`\n✗ ${name} failed after ${seconds} s`);
      return name;
    }
    console.log(`✓ ${name} (${seconds} s)`);
  }
  return undefined;
}

for (const lanes of groups) {
  const alone = lanes.length === 1;
  const failures = (await Promise.all(lanes.map((lane) => runLane(lane, alone)))).filter(Boolean);
  if (failures.length > 0) {
    console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
