import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
let eslint: ESLint;

/** Lints a snippet as if it were the given file, returning the boundary rule's messages. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

beforeAll(() => {
  // The boundary rule reads Nx's project graph; make sure it has been computed.
  execSync('npx nx show projects', {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  // In CI, typescript-eslint's single-run mode parses files from disk, which would ignore the
  // snippets below; they must be parsed as given.
  process.env.TSESTREE_SINGLE_RUN = 'false';
  eslint = new ESLint({ cwd: root });
}, 60_000);

describe('module boundaries (enforced by lint)', { timeout: 60_000 }, () => {
  it('forbids a service from importing another service', async () => {
    const errors = await boundaryErrors(
      'services/projects/src/main.ts',
      "import { configShape } from '@sitesage/auth/config';\nexport const x = configShape;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('lets a service import a library', async () => {
    const errors = await boundaryErrors(
      'services/projects/src/main.ts',
      "import { AppError } from '@sitesage/errors';\nexport const x = AppError;\n",
    );
    expect(errors).toEqual([]);
  });

  it.each(['@grpc/grpc-js', 'kysely', 'pg', 'bullmq', 'ioredis'])(
    'keeps %s out of the web app',
    async (pkg) => {
      const errors = await boundaryErrors(
        'web/src/main.tsx',
        `import * as forbidden from '${pkg}';\nexport const x = forbidden;\n`,
      );
      expect(errors.length).toBeGreaterThan(0);
    },
  );

  it("lets the web app import a browser-safe library (the agents' default theme)", async () => {
    const errors = await boundaryErrors(
      'web/src/main.tsx',
      "import { defaultTheme } from '@sitesage/agent-theme';\nexport const x = defaultTheme;\n",
    );
    expect(errors).toEqual([]);
  });

  it('keeps server-side libraries out of the web app', async () => {
    const errors = await boundaryErrors(
      'web/src/main.tsx',
      "import { AppError } from '@sitesage/errors';\nexport const x = AppError;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('forbids a library from importing a service', async () => {
    const errors = await boundaryErrors(
      'libs/grpc/src/index.ts',
      "import { configShape } from '@sitesage/gateway/config';\nexport const x = configShape;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });
});
