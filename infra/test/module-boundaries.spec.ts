import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
let eslint: ESLint;

/** Lints a snippet as if it were the given file, returning the given rule's messages. */
async function ruleErrors(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  const messages = result?.messages ?? [];
  // A snippet that does not parse would pass every rule; fail loudly instead.
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

/** The boundary rule's messages for a snippet linted as the given file. */
const boundaryErrors = (filePath: string, code: string) =>
  ruleErrors('@nx/enforce-module-boundaries', filePath, code);

/** The import restrictions' messages for a snippet linted as the given file. */
const importErrors = (filePath: string, code: string) => ruleErrors('no-restricted-imports', filePath, code);

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

describe('domain/ folders stay free of I/O libraries (enforced by lint)', { timeout: 60_000 }, () => {
  const domainFile = 'services/chat/src/domain/limits/message-limits.ts';

  it.each(['ioredis', 'bullmq', 'pg', 'kysely', 'langchain/chat_models/universal', '@langchain/openai'])(
    'flags %s imported by a service’s domain code',
    async (pkg) => {
      const errors = await importErrors(domainFile, `import * as io from '${pkg}';\nexport const x = io;\n`);
      expect(errors).toEqual([expect.stringContaining('domain/ stays free of I/O libraries')]);
    },
  );

  it('flags a type-only import too (a kysely type in a domain service)', async () => {
    const errors = await importErrors(
      'services/ingestion/src/domain/knowledge/knowledge.service.ts',
      "import type { Kysely } from 'kysely';\nexport type Db = Kysely<object>;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets the adapters outside domain/ use them', async () => {
    const errors = await importErrors(
      'services/chat/src/redis/minute-windows.ts',
      "import { Redis } from 'ioredis';\nexport const x = Redis;\n",
    );
    expect(errors).toEqual([]);
  });

  it('still keeps raw network modules out of domain code', async () => {
    const errors = await importErrors(
      domainFile,
      "import * as http from 'node:http';\nexport const x = http;\n",
    );
    expect(errors).toEqual([expect.stringContaining('@sitesage/egress')]);
  });

  it('covers a service added later, by its folder alone', async () => {
    const config = (await eslint.calculateConfigForFile(
      `${root}services/a-service-added-later/src/domain/things/things.service.ts`,
    )) as { rules?: Record<string, unknown> };
    const [, options] = config.rules?.['no-restricted-imports'] as [
      unknown,
      { patterns: { group: string[] }[] },
    ];
    expect(options.patterns.flatMap((pattern) => pattern.group)).toEqual(
      expect.arrayContaining(['ioredis', 'bullmq', 'pg', 'kysely', 'langchain', '@langchain/*']),
    );
  });
});
