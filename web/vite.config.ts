import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The gateway serves /api/v1 on port 8080 in development (`npm start`); the dev and preview
// servers forward to it so the app always talks to its own origin, as in production.
const api = { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: api },
  preview: { proxy: api },
  build: { outDir: 'dist', emptyOutDir: true },
});
