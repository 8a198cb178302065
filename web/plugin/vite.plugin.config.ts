import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Builds the embed loader as one classic script, web/dist/plugin.js, which the gateway serves at
 * /plugin.js. It runs after the app's build and must not empty dist, which the app just filled.
 */
export default defineConfig({
  root: here,
  publicDir: false,
  // Workspace libraries (the theme defaults) are bundled from their TypeScript sources.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: fileURLToPath(new URL('../dist', import.meta.url)),
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    // Customers' visitors use old browsers too.
    target: 'es2019',
    lib: {
      entry: fileURLToPath(new URL('plugin.ts', import.meta.url)),
      formats: ['iife'],
      name: 'SiteSagePlugin',
      fileName: () => 'plugin.js',
    },
  },
});
