// Three suites, run in this order by `npm test`: unit (pure and DOM tests next to the code),
// integration (each service against real PostgreSQL and Redis) and end-to-end (the whole product
// started as `npm start` would, driven in Chromium). Workspace libraries resolve to their
// TypeScript sources through the "source" export condition, so tests never need a build.
import { defineConfig } from 'vitest/config';

const source = { conditions: ['source'] };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: source,
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          name: 'unit',
          include: ['{libs,services,infra,web}/**/*.spec.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.int.spec.ts', '**/*.e2e.spec.ts'],
          // Both cores (vitest's default on two is one worker): unit files share nothing and wait on
          // nothing, so two at a time halve the lane.
          maxWorkers: 2,
        },
      },
      {
        resolve: source,
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          name: 'integration',
          include: ['{libs,services,infra,web}/**/*.int.spec.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          // One file at a time (vitest's default on two cores): two side by side were tried, and on a
          // loaded machine CPU-heavy files (a crawl, uploads) then ran past their deadlines. Each file
          // keeps its own database, Redis and services on its own ports; 60 s guards against hangs.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One worker imports the services, libraries and PGlite's WebAssembly once for every file
          // (with isolation each file paid for that again in a fresh process: half the time of the
          // light files). Files share no state through modules: none mocks a module or sets
          // process.env, and each starts its own database, Redis and services.
          isolate: false,
          // Makes the run's folder for what is made once per run (migrated database snapshots).
          globalSetup: ['libs/testing/src/test-run-folder.ts'],
        },
      },
      {
        resolve: source,
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          name: 'e2e',
          include: ['infra/e2e/**/*.e2e.spec.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page waits on the product's services: on a loaded two-core machine a screen can take
          // a few seconds to show what a poll looks for (vitest's default gives up after one).
          expect: { poll: { timeout: 10_000 } },
          // One file at a time: each starts a whole product stack, which keeps two cores busy.
          fileParallelism: false,
          // The product runs in its own processes, so files share nothing through modules; one
          // worker loads Playwright and the helpers once instead of once per file.
          isolate: false,
          // The run's folder: the stacks of one run start from one migrated cluster. Then the pool of
          // stacks several files share (started on first use, stopped when the run ends).
          globalSetup: ['libs/testing/src/test-run-folder.ts', 'infra/e2e/shared-stack-pool.ts'],
        },
      },
    ],
  },
});
