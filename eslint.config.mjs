// One lint configuration for the whole workspace. Type-aware rules (no floating promises) run on
// every TypeScript file; Nx module boundaries keep services apart and keep server-side packages
// out of the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Services never import each other (only libraries); libraries import only libraries; the web app
 * imports only browser-safe libraries and none of the server-side packages. `allow` lists exceptions.
 */
const moduleBoundaries = (allow) => ({
  enforceBuildableLibDependency: false,
  allow,
  depConstraints: [
    { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
    { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib'] },
    // The web app may use only libraries tagged browser-safe (plain values and types, no Node APIs).
    {
      sourceTag: 'type:web',
      onlyDependOnLibsWithTags: ['platform:browser'],
      bannedExternalImports: serverOnlyPackages,
    },
    { sourceTag: 'type:infra', onlyDependOnLibsWithTags: ['type:lib', 'type:service'] },
  ],
});

const serviceNames = ['gateway', 'auth', 'projects', 'chat', 'ingestion', 'billing', 'integrations'];

const serverOnlyPackages = [
  '@grpc/*',
  'kysely',
  'pg',
  'bullmq',
  'ioredis',
  '@electric-sql/*',
  'pino',
  'fastify',
];

/** Modules that open connections; only @sitesage/egress (and reviewed provider clients) may use them. */
const networkImports = [
  'node:http',
  'node:https',
  'http',
  'https',
  'node:net',
  'net',
  'undici',
  'axios',
  'node-fetch',
  'got',
].map((name) => ({
  name,
  message: 'Network access goes through @sitesage/egress (or a provider client reviewed for it).',
}));

/** Drivers and clients that do I/O: never imported by a service's domain/ (its adapters use them). */
const domainBannedPackages = [
  'ioredis',
  'ioredis/*',
  'bullmq',
  'bullmq/*',
  'pg',
  'pg/*',
  'kysely',
  'kysely/*',
  'langchain',
  'langchain/*',
  '@langchain/*',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'libs/contracts/src/generated/**',
      '**/*.d.ts',
      'coverage/**',
      '.nx/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './web/tsconfig.json', './web/plugin/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries([])],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Command-line entry points and benchmarks talk to a person on the terminal.
    files: ['infra/bin/**', 'bench/**', 'libs/contracts/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Strangers type URLs into SiteSage; only the egress library may fetch them (SSRF rules).
    files: ['services/*/src/**/*.ts', 'libs/*/src/**/*.ts'],
    ignores: ['libs/egress/**', 'libs/testing/**', '**/*.spec.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Fetch URLs only through @sitesage/egress (safeFetch), which enforces the SSRF rules.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: networkImports,
        },
      ],
    },
  },
  {
    // Ports and adapters: a service's domain/ declares the interfaces it needs (a store, a sender, a
    // model, a queue producer) and the code that speaks Redis, BullMQ, SQL or a model provider lives
    // in its adapters (db/, redis/, llm/, queues/, …), wired in the container. A glob, not a list of
    // services, so a service added later is held to it too. It repeats the network paths because a
    // later block's options replace an earlier block's for the same rule.
    files: ['services/*/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: networkImports,
          patterns: [
            {
              group: domainBannedPackages,
              message:
                'domain/ stays free of I/O libraries: declare a port (a type) in domain/ and implement it in an adapter outside it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The gateway builds every service request from named fields. A spread (or a rest) of what the
    // client sent would carry fields nobody declared — an `owner`, an `id` — into the call (SECURITY E4).
    files: ['services/gateway/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'SpreadElement > MemberExpression[property.name=/^(body|query|params)$/]',
          message: 'Build the service request from named fields, not by spreading what the client sent.',
        },
        {
          selector:
            'VariableDeclarator[init.property.name=/^(body|query|params)$/] > ObjectPattern > RestElement',
          message: 'Name the fields you take from the request; a rest of it carries fields nobody declared.',
        },
      ],
    },
  },
  {
    // The deployment checks read every service's configuration schema (and nothing else of it).
    files: ['infra/test/**', 'infra/e2e/**'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        moduleBoundaries(serviceNames.map((name) => `@sitesage/${name}/config`)),
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Stand-ins for services answer synchronously but must match async signatures.
      '@typescript-eslint/require-await': 'off',
    },
  },
);
