/**
 * Where the Documenso documentation corpus is. It is AGPL-3.0 and stays outside this repository:
 * DOCUMENSO_CORPUS_DIR when set, otherwise `shared/corpora/documenso` beside the repository
 * (`../shared/…` from a clone; also found from a worktree nested one level deeper). Missing, it is
 * an error naming both, never a quiet skip.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository root: the same distance from src/documenso-site and dist/documenso-site.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const besideRepo = join('shared', 'corpora', 'documenso');

function ancestorsOf(folder: string): string[] {
  const found: string[] = [];
  let current = resolve(folder);
  for (;;) {
    const parent = dirname(current);
    if (parent === current) return found;
    found.push(parent);
    current = parent;
  }
}

const hasPages = (dir: string) =>
  existsSync(join(dir, 'pages')) && readdirSync(join(dir, 'pages')).includes('index.mdx');

export function documensoCorpusDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.DOCUMENSO_CORPUS_DIR;
  if (configured) {
    if (!hasPages(configured)) {
      throw new Error(`DOCUMENSO_CORPUS_DIR=${configured} holds no pages/index.mdx (the Documenso corpus).`);
    }
    return resolve(configured);
  }
  const candidates = ancestorsOf(repoRoot).map((folder) => join(folder, besideRepo));
  const found = candidates.find(hasPages);
  if (!found) {
    throw new Error(
      `The Documenso documentation corpus is missing: looked for ${join('..', besideRepo)} beside the repository (${candidates.join(', ')}). Put the corpus there or set DOCUMENSO_CORPUS_DIR.`,
    );
  }
  return found;
}
