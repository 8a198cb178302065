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
        },
      },
      {
        resolve: source,
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          name: 'integration',
          include: ['{libs,services,infra,web}/**/*.int.spec.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          fileParallelism: false,
        },
      },
    ],
  },
});
