import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { PUBLIC_PAGE_META } from './src/app/page-meta/page-meta';
import { pageFileFor, withPageHead } from './src/app/page-meta/page-head.fns';

// The gateway serves /api/v1 on port 8080 in development (`npm start`); the dev and preview
// servers forward to it so the app always talks to its own origin, as in production.
const api = { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } };

/** /bot and /bot/{id} get the chat page (bot.html), as the gateway does in production. */
const serveBotPage: Connect.NextHandleFunction = (request, _response, next) => {
  const [path = '', query] = (request.url ?? '').split('?', 2);
  if (path === '/bot' || path.startsWith('/bot/')) {
    request.url = query === undefined ? '/bot.html' : `/bot.html?${query}`;
  }
  next();
};

const botPage: Plugin = {
  name: 'sitesage-bot-page',
  configureServer(server) {
    server.middlewares.use(serveBotPage);
  },
  configurePreviewServer(server) {
    server.middlewares.use(serveBotPage);
  },
};

/** One copy of the built index.html per public page, with that page's title and description. */
const pageHeads: Plugin = {
  name: 'sitesage-page-heads',
  apply: 'build',
  async writeBundle({ dir }) {
    if (dir === undefined) return;
    const indexHtml = await readFile(join(dir, 'index.html'), 'utf8');
    for (const [path, meta] of Object.entries(PUBLIC_PAGE_META)) {
      const file = join(dir, pageFileFor(path));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, withPageHead(indexHtml, path, meta));
    }
  },
};

// Two pages: the site and admin app (index.html) and the visitor chat that other sites frame
// (bot.html), which is built on its own so it carries no router, store or admin code.
export default defineConfig({
  plugins: [botPage, pageHeads, react(), tailwindcss()],
  // Workspace libraries (libs/agent-theme) are bundled from their TypeScript sources.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: api },
  preview: { proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        bot: fileURLToPath(new URL('bot.html', import.meta.url)),
      },
    },
  },
});
