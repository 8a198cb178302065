#!/usr/bin/env node
// Fails when a test file still holds `.only` (it would silently skip every other test in CI).
import { execSync } from 'node:child_process';

const files = execSync('git ls-files "*.spec.ts" "*.spec.tsx"', { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const { readFileSync } = await import('node:fs');
const offenders = files.filter((file) => /\b(it|test|describe)\.only\(/.test(readFileSync(file, 'utf8')));
if (offenders.length > 0) {
  console.error(`Focused tests (.only) found in:\n  ${offenders.join('\n  ')}`);
  process.exit(1);
}
console.log(`no focused tests in ${files.length} test files`);
