import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dumpFreshCluster } from '@sitesage/db';

const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache/sitesage-pglite', import.meta.url));
const packageJson = (name: string) =>
  fileURLToPath(new URL(`../../../node_modules/${name}/package.json`, import.meta.url));

/** The versions a dumped cluster belongs to: a new PGlite or pgvector makes a new image. */
function imageName(): string {
  const versionOf = (name: string) =>
    (JSON.parse(readFileSync(packageJson(name), 'utf8')) as { version: string }).version;
  return `cluster-${versionOf('@electric-sql/pglite')}-${versionOf('@electric-sql/pglite-pgvector')}.tar`;
}

let made: Promise<string> | undefined;

/**
 * The file of a fresh PGlite cluster dumped as a tarball, made once per checkout and kept under
 * node_modules/.cache, so each test database or end-to-end stack starts in a couple of seconds
 * instead of running initdb again. Files racing to make it each write their own temporary copy
 * and rename it into place.
 */
export function freshClusterTemplateFile(): Promise<string> {
  made ??= (async () => {
    const image = join(cacheDir, imageName());
    if (existsSync(image)) return image;
    const template = await dumpFreshCluster();
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${image}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, Buffer.from(await template.arrayBuffer()));
    renameSync(partial, image);
    return image;
  })();
  return made;
}

/** The same template, read for an in-memory database. */
export async function freshClusterTemplate(): Promise<Blob> {
  return new Blob([readFileSync(await freshClusterTemplateFile())]);
}
