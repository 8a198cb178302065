// Writes a Brotli (.br) and a gzip (.gz) copy next to every compressible file of web/dist, at the
// strongest settings, once per build; the gateway sends whichever the browser accepts
// (@fastify/static's preCompressed), so no request pays for compression.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this, the headers cost more than compression saves.
const minBytes = 1024;

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let written = 0;
for (const path of files(dist)) {
  if (!compressible.test(path)) continue;
  const content = readFileSync(path);
  if (content.length < minBytes) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  written += 1;
}
process.stdout.write(`precompressed ${written} files in ${dist}\n`);
