#!/usr/bin/env node
// `npm start`: make sure dependencies are installed and the code is built, then hand over to the
// supervisor (infra/src/supervisor), which starts PostgreSQL, Redis, every service and the gateway.
// Plain JavaScript on purpose: it must run before anything is compiled.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const say = (line) => console.log(`[sitesage] ${line}`);
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`SiteSage needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}

const envFile = join(root, '.env');
if (existsSync(envFile)) {
  process.loadEnvFile(envFile);
  say('loaded settings from .env');
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const installedMarker = join(root, 'node_modules/.package-lock.json');
if (
  !existsSync(installedMarker) ||
  newestMtime(join(root, 'package-lock.json')) > newestMtime(installedMarker)
) {
  say('installing dependencies (npm ci) …');
  run(
    existsSync(join(root, 'package-lock.json'))
      ? 'npm ci --no-audit --no-fund'
      : 'npm install --no-audit --no-fund',
  );
}

say('building services …');
run('npm run --silent build:services');

const webSources = Math.max(
  newestMtime(join(root, 'web/src')),
  newestMtime(join(root, 'web/index.html')),
  newestMtime(join(root, 'web/public')),
  newestMtime(join(root, 'web/vite.config.ts')),
);
if (webSources > newestMtime(join(root, 'web/dist/index.html'))) {
  say('building the web app …');
  run('npm run build --silent -w @sitesage/web');
}

await import('../dist/supervisor/main.js');
