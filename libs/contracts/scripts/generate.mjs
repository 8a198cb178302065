#!/usr/bin/env node
// Generates TypeScript types for every .proto under proto/ with @grpc/proto-loader's generator
// (pure npm, no protoc binary). With --check it generates into a temporary folder and fails when
// the committed files differ, so a contract change without regenerated types cannot land.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const protoDir = join(root, 'proto');
const outDir = join(root, 'libs/contracts/src/generated');
const check = process.argv.includes('--check');

function listFiles(dir, suffix) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, suffix) : path.endsWith(suffix) ? [path] : [];
  });
}

const protos = listFiles(protoDir, '.proto')
  .map((file) => relative(protoDir, file))
  .sort();
const target = check ? mkdtempSync(join(tmpdir(), 'contracts-')) : outDir;
if (!check) rmSync(outDir, { recursive: true, force: true });

const generator = join(root, 'node_modules/@grpc/proto-loader/build/bin/proto-loader-gen-types.js');
execFileSync(
  process.execPath,
  [
    generator,
    ...protos,
    '--grpcLib=@grpc/grpc-js',
    `--outDir=${target}`,
    '--keepCase',
    '--longs=String',
    '--enums=String',
    '--defaults',
    '--oneofs',
    '--importFileExtension=.js',
    // Relative, so the "Original file" comments are the same in every checkout.
    '-I',
    'proto',
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);

if (check) {
  const expected = listFiles(target, '.ts')
    .map((f) => relative(target, f))
    .sort();
  const actual = listFiles(outDir, '.ts')
    .map((f) => relative(outDir, f))
    .sort();
  const stale = [
    ...expected.filter(
      (f) =>
        !actual.includes(f) ||
        readFileSync(join(target, f), 'utf8') !== readFileSync(join(outDir, f), 'utf8'),
    ),
    ...actual.filter((f) => !expected.includes(f)),
  ];
  rmSync(target, { recursive: true, force: true });
  if (stale.length > 0) {
    console.error(`Generated contracts are stale (run \`npm run gen\`):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`contracts: ${expected.length} generated files up to date with ${protos.length} protos`);
} else {
  console.log(`contracts: generated ${listFiles(outDir, '.ts').length} files from ${protos.length} protos`);
}
